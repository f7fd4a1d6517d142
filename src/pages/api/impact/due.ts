import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { listDue } from '../../../server/impact/list-due.ts';
import { asLang } from '../../../i18n/lang.ts';

/** The caller's due impact readings for the dashboard (a static route: wins over [card_id]). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return listDue(await getDb(), user.id, { lang: asLang(ctx.locals.lang) });
  },
});
