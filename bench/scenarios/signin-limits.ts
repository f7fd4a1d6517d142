/**
 * (Decision 006): the cost of the sign-in throttle now that its counters live in the
 * database. POST /auth/magic-link for unknown addresses does no password hash and sends no mail,
 * so what it measures is the limiter (two counter upserts: per IP, per email) plus one user lookup.
 * Every request comes from the same address: the per-IP counter row is the hottest possible row.
 * The bench server's limits are set so high that nothing is refused.
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { CONNECTIONS, DURATION } from '../load.ts';
import type { Scenario } from '../scenario.ts';

export const signinLimits: Scenario = {
  name: 'signin-limits',
  describe: 'POST /auth/magic-link (unknown emails): the database-backed sign-in limiter',
  run: async ({ baseUrl, sql }) => {
    const probe = await fetch(`${baseUrl}/auth/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `bench-${randomUUID()}@bench-run.atelier.test` }) });
    if (!probe.ok) throw new Error(`POST /auth/magic-link answered ${probe.status}: ${await probe.text()}`);
    let n = 0;
    const result = await autocannon({
      url: `${baseUrl}/auth/magic-link`,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // A new address each time: one new per-email counter row per request, like real traffic.
          setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify({ email: `bench-${process.pid}-${n++}@bench-run.atelier.test` }) }),
        },
      ],
    });
    const [count] = await sql<{ rows: number }[]>`select count(*)::int as rows from rate_limit_counters`;
    return {
      kind: 'job',
      figures: {
        'requests/s': Math.round(result.requests.average),
        'latency p50 (ms)': result.latency.p50,
        'latency p99 (ms)': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
        'rate_limit_counters rows after': count?.rows ?? 0,
      },
      notes: ['preliminary figures on a shared machine; the purge job deletes finished windows hourly'],
    };
  },
};
