import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { getCard } from '../../../server/cards/get-card.ts';

/** One card (by id or slug) with its guide and the caller's action; unknown → 404 card_not_found. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return getCard(await getDb(), user.id, ctx.params.id ?? '', ctx.locals.lang);
  },
});
