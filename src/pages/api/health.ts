import { sql } from 'drizzle-orm';
import { endpoint, route } from '#server/identity/endpoint.ts';
import { buildInfo } from '#server/platform/build-info.ts';
import { contract as getHealthContract } from '#server/platform/ops/get-health.contract.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { healthResponse } from '#server/platform/ops/health-responses.ts';

/** Liveness + database reachability, for load balancers and the test harness. */
export const { GET, ALL } = route(
  endpoint(getHealthContract, async ({ db }) => {
    await (db).execute(sql`select 1`);
    return { ok: true, build: buildInfo() } satisfies ResponseOf<typeof healthResponse>;
  }),
);
