/** Admin: POST bakes every theme again, unconditionally; answers what was baked and what failed. */
import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireAdmin } from '../../../server/auth/guards.ts';
import { rebakeAll } from '../../../server/landings/rebake-all.ts';

export const { POST, ALL } = route({
  POST: async (ctx) => {
    requireAdmin(ctx);
    return rebakeAll(await getDb());
  },
});
