/** Admin: every landing theme, display columns only (never raw or baked HTML), in editor order. */
import { route } from '../../../server/platform/http/respond.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireAdmin } from '../../../server/auth/guards.ts';
import { listThemes } from '../../../server/landings/list-themes.ts';

export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireAdmin(ctx);
    return listThemes(await getDb());
  },
});
