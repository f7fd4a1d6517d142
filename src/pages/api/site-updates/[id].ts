import { route } from '../../../server/platform/http/respond.ts';
import { requireStaff } from '../../../server/auth/require-staff.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { deleteSiteUpdate } from '../../../server/site-updates/site-updates.ts';

/** Removes an entry (a typo, a wrong date): admin and responsable only. */
export const { DELETE, ALL } = route({
  DELETE: async (ctx) => {
    requireStaff(ctx);
    await deleteSiteUpdate(await getDb(), ctx.params.id ?? '');
    return new Response(null, { status: 204 });
  },
});
