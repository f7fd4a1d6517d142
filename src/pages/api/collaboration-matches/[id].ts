import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { getMatch } from '../../../server/board/matches.ts';

/** One of the caller's matches; anyone else gets 404. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return getMatch(await getDb(), user.id, ctx.params.id ?? '');
  },
});
