import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getLivenessContract } from '#server/platform/ops/get-liveness.contract.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { liveResponse } from '#server/platform/ops/health-responses.ts';

/**
 * Liveness, for process supervisors: the process answers HTTP. It does not touch the database (the
 * handle endpoint() holds was opened at start; no query is made), so a database outage never gets
 * every instance restarted (GET /api/health and /api/health/ready do).
 */
export const { GET, ALL } = route(endpoint(getLivenessContract, () => ({ ok: true, uptime_s: Math.round(process.uptime()) }) satisfies ResponseOf<typeof liveResponse>));
