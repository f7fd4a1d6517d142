/**
 * Request path: in one run at 50 connections, `GET /api/health` without a session (Astro
 * plus one `select 1`), the same with a valid Bearer token (the session check's own cost), `GET
 * /api/levels` with a session (50 validated actions) and a bare node:http server answering the
 * levels bytes. Targets: levels ≥ 0.6× health's throughput, levels p99 under 50 ms.
 */
import { load, startBare, type LoadResult } from '../load.ts';
import { bearer, type Scenario } from '../scenario.ts';
import { accountWithValidatedActions, levels } from './levels.ts';

const CONNECTIONS = Number(process.env.BENCH_PATH_CONNECTIONS ?? 50);

const round = (n: number, digits = 2) => Number(n.toFixed(digits));

export const requestPath: Scenario = {
  name: 'request-path',
  describe: 'health without/with a session, levels with a session, bare node:http: one run, 50 connections',
  prepare: levels.prepare,
  run: async ({ baseUrl, sql }) => {
    const { account } = await accountWithValidatedActions(baseUrl, sql);
    const token = bearer(account.token);
    const probe = await fetch(`${baseUrl}/api/levels`, { headers: token });
    if (!probe.ok) throw new Error(`GET /api/levels answered ${probe.status}`);
    const levelsBody = await probe.text();

    const runs: Record<string, LoadResult> = {};
    runs.health = await load(`${baseUrl}/api/health`, {}, undefined, CONNECTIONS);
    runs.healthWithToken = await load(`${baseUrl}/api/health`, token, undefined, CONNECTIONS);
    runs.levels = await load(`${baseUrl}/api/levels`, token, undefined, CONNECTIONS);
    const bare = await startBare(levelsBody);
    try {
      runs.bare = await load(`${bare.url}/api/levels`, {}, undefined, CONNECTIONS);
    } finally {
      bare.stop();
    }

    const figures: Record<string, number | string> = {};
    for (const [name, r] of Object.entries(runs)) {
      figures[`${name} req/s`] = round(r.requestsPerSec, 0);
      figures[`${name} p50 / p99 ms`] = `${round(r.latency.p50)} / ${round(r.latency.p99)}`;
      figures[`${name} failed`] = r.non2xx + r.errors;
    }
    const levelsToHealth = runs.levels!.requestsPerSec / runs.health!.requestsPerSec;
    figures['health with token / health'] = round(runs.healthWithToken!.requestsPerSec / runs.health!.requestsPerSec);
    figures['levels / health (target ≥ 0.6)'] = round(levelsToHealth);
    figures['levels / bare node:http'] = round(runs.levels!.requestsPerSec / runs.bare!.requestsPerSec, 3);
    figures['levels p99 ms (target < 50)'] = round(runs.levels!.latency.p99);
    figures.verdict = levelsToHealth >= 0.6 && runs.levels!.latency.p99 < 50 ? 'targets met' : 'targets missed';
    return { kind: 'job', figures, notes: [`${CONNECTIONS} connections, ${Object.keys(runs).length} runs one after the other`] };
  },
};
