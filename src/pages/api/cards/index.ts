import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { listCards, listCardsQuery } from '../../../server/cards/list-cards.ts';

/** The catalogue, member-only; `?domain=` (a domain or `none`) and `?status=` filter it. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const filters = readQuery(ctx, listCardsQuery);
    return listCards(await getDb(), user.id, ctx.locals.lang, filters);
  },
});
