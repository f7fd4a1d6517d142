import { route } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { getMatch } from '../../../server/collaboration/matches.ts';

/** One of the caller's matches; anyone else gets 404. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return getMatch(await getDb(), user.id, ctx.params.id ?? '');
  },
});
