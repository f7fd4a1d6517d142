import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { listParcours } from '../../../server/parcours/parcours-view.ts';

/** The seeded parcours with the caller's status and progress in each. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return listParcours(await getDb(), user.id, ctx.locals.lang);
  },
});
