import { endpoint, route } from '#server/identity/endpoint.ts';
import { buildInfo } from '#server/platform/build-info.ts';
import { checkReadiness } from '#server/platform/ops/check-readiness.ts';
import { checkStorage } from '#server/platform/ops/check-storage.ts';
import { contract as checkReadinessContract } from '#server/platform/ops/check-readiness.contract.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { readyResponse } from '#server/platform/ops/health-responses.ts';

/**
 * Readiness, for load balancers: 200 when the database answers, this build's migrations are all
 * applied and the file storage answers its (cached) probe; 503 `database_unavailable`,
 * `migrations_pending` or `storage_unavailable` otherwise (docs/operations.md).
 */
export const { GET, ALL } = route(
  endpoint(checkReadinessContract, async ({ db }) => {
    const database = await checkReadiness(db);
    const storage = await checkStorage();
    return { ...database, storage: storage.kind, build: buildInfo() } satisfies ResponseOf<typeof readyResponse>;
  }),
);
