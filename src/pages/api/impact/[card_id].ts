import { route } from '../../../server/platform/http/respond.ts';
import { readBody, readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { getImpact, impactQuery } from '../../../server/impact/get-impact.ts';
import { readingsInput, recordReadings } from '../../../server/impact/record-readings.ts';
import { deleteReading, deleteReadingQuery } from '../../../server/impact/delete-reading.ts';
import { asLang } from '../../../i18n/lang.ts';

/** The caller's impact readings on one card (id or slug): read, record, delete; member-only. */
export const { GET, POST, DELETE, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const { metric } = readQuery(ctx, impactQuery);
    return getImpact(await getDb(), user.id, ctx.params.card_id ?? '', metric, { lang: asLang(ctx.locals.lang) });
  },
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const input = await readBody(ctx, readingsInput);
    return recordReadings(await getDb(), user, ctx.params.card_id ?? '', input, { lang: asLang(ctx.locals.lang) });
  },
  DELETE: async (ctx) => {
    const user = requireMember(ctx);
    const query = readQuery(ctx, deleteReadingQuery);
    return deleteReading(await getDb(), user, ctx.params.card_id ?? '', query, { lang: asLang(ctx.locals.lang) });
  },
});
