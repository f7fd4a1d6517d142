/** Admin: views, applications, paid deposits and conversion per landing, 7 and 30 days (decision 029). */
import { route } from '../../server/platform/http/respond.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { requireAdmin } from '../../server/auth/guards.ts';
import { landingFunnel } from '../../server/landings/funnel-stats.ts';

export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireAdmin(ctx);
    return landingFunnel(await getDb());
  },
});
