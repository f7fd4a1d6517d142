import { route } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireStaff } from '../../../../server/auth/require-staff.ts';
import { getApplication } from '../../../../server/applications/get-application.ts';

/** One application with its photos and invoices: staff only (decision 020). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireStaff(ctx);
    return getApplication(await getDb(), ctx.params.id ?? '');
  },
});
