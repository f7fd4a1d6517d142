import { route } from '../../server/platform/http/respond.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { requireMember } from '../../server/auth/guards.ts';
import { getLevels } from '../../server/levels/get-levels.ts';

/** XP, level and progress of the caller in every domain (decision 002). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return getLevels(await getDb(), user.id, ctx.locals.lang);
  },
});
