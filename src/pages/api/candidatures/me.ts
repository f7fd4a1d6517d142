import { route } from '../../../server/http/respond.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/db/client.ts';
import { getPendingApplication } from '../../../server/applications/get-pending-application.ts';

/** The caller's validated application waiting for payment, or `null`. */
export const { GET, ALL } = route({
  GET: async (ctx) => getPendingApplication(await getDb(), requireUser(ctx).id),
});
