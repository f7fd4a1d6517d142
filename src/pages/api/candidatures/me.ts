import { route } from '../../../server/platform/http/respond.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { getOwnApplication } from '../../../server/applications/get-own-application.ts';

/** The caller's latest unpaid application (waiting, refused or withdrawn), or `null`. */
export const { GET, ALL } = route({
  GET: async (ctx) => getOwnApplication(await getDb(), requireUser(ctx).id),
});
