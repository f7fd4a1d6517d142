import { route } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { buildInfo } from '../../../server/build-info.ts';
import { checkReadiness } from '../../../server/ops/check-readiness.ts';

/**
 * Readiness, for load balancers: 200 when the database answers and this build's migrations are
 * all applied; 503 `database_unavailable` or `migrations_pending` otherwise (docs/operations.md).
 */
export const { GET, ALL } = route({
  GET: async () => ({ ...(await checkReadiness(await getDb())), build: buildInfo() }),
});
