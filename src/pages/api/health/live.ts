import { route } from '../../../server/platform/http/respond.ts';

/**
 * Liveness, for process supervisors: the process answers HTTP. It does not touch the database, so
 * a database outage never gets every instance restarted (GET /api/health and /api/health/ready do).
 */
export const { GET, ALL } = route({
  GET: () => ({ ok: true, uptime_s: Math.round(process.uptime()) }),
});
