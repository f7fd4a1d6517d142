/**
 * Bounded soak: two minutes at saturation (50 connections) over a mix of session
 * endpoints, sampling the server's resident memory every five seconds. Passes when no request
 * failed and the RSS of the last quarter stays within 15 % (and 40 MB) of the second quarter's
 * (the first quarter is warm-up: JIT, caches, pool).
 */
import autocannon, { type Result } from 'autocannon';
import { readFileSync } from 'node:fs';
import { bearer, type Scenario } from '../scenario.ts';
import { accountWithValidatedActions, levels } from './levels.ts';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 50);
const SAMPLE_MS = 5_000;

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export const soak: Scenario = {
  name: 'soak',
  describe: `${SECONDS} s at ${CONNECTIONS} connections over levels, me, my-actions, health; RSS every 5 s`,
  prepare: levels.prepare,
  run: async ({ baseUrl, sql, serverPid }) => {
    if (!serverPid) throw new Error('soak: the server pid is unknown');
    const { account } = await accountWithValidatedActions(baseUrl, sql);
    const headers = bearer(account.token);
    const samples: { s: number; rss: number }[] = [{ s: 0, rss: rssMegabytes(serverPid) }];
    const started = Date.now();
    const timer = setInterval(() => samples.push({ s: Math.round((Date.now() - started) / 1000), rss: rssMegabytes(serverPid) }), SAMPLE_MS);
    let result: Result;
    try {
      result = await autocannon({
        url: baseUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
        requests: [{ path: '/api/levels' }, { path: '/api/me' }, { path: '/api/my-actions' }, { path: '/api/health' }],
      });
    } finally {
      clearInterval(timer);
    }
    samples.push({ s: Math.round((Date.now() - started) / 1000), rss: rssMegabytes(serverPid) });

    const quarter = (i: number) => samples.filter((x) => x.s >= (SECONDS * i) / 4 && x.s < (SECONDS * (i + 1)) / 4 + (i === 3 ? 5 : 0)).map((x) => x.rss);
    const second = median(quarter(1));
    const last = median(quarter(3));
    const failed = result.errors + result.timeouts + result.non2xx;
    const flat = last <= second * 1.15 || last - second <= 40;
    return {
      kind: 'job',
      figures: {
        requests: result.requests.total,
        'req/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        'failed requests': failed,
        'RSS start MB': samples[0]!.rss,
        'RSS median 2nd quarter MB': second,
        'RSS median last quarter MB': last,
        'RSS max MB': Math.max(...samples.map((x) => x.rss)),
        verdict: failed === 0 && flat ? 'no error, memory flat' : failed > 0 ? 'requests failed' : 'memory grew',
      },
      notes: [`RSS curve (s:MB): ${samples.map((x) => `${x.s}:${x.rss}`).join(' ')}`],
    };
  },
};
