import { route, json } from '../../../server/platform/http/respond.ts';
import { readBody, readQuery } from '../../../server/platform/http/read-input.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { isStaff, requireStaff } from '../../../server/auth/require-staff.ts';
import { AppError } from '../../../server/platform/http/errors.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { createSiteUpdate, listSiteUpdates, listSiteUpdatesQuery, siteUpdateInput } from '../../../server/site-updates/site-updates.ts';
import { asLang } from '../../../i18n/lang.ts';

/** "Nouveautés": members read what is published; admin and responsable write (decision 009). */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const query = readQuery(ctx, listSiteUpdatesQuery);
    if (query.scope === 'all' && !isStaff(user.role)) throw new AppError('forbidden');
    return listSiteUpdates(await getDb(), query);
  },
  POST: async (ctx) => {
    const user = requireStaff(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, siteUpdateInput(lang));
    return json(await createSiteUpdate(await getDb(), user.id, input), 201);
  },
});
