import { route } from '../../server/platform/http/respond.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { sql } from 'drizzle-orm';
import { buildInfo } from '../../server/platform/build-info.ts';
import type { ResponseOf } from '../../server/platform/openapi/contract.ts';
import type { healthResponse } from '../../server/platform/ops/health-responses.ts';

/** Liveness + database reachability, for load balancers and the test harness. */
export const { GET, ALL } = route({
  GET: async () => {
    await (await getDb()).execute(sql`select 1`);
    return { ok: true, build: buildInfo() } satisfies ResponseOf<typeof healthResponse>;
  },
});
