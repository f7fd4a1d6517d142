/**
 * Landing pages:
 * - `landing-page`: a baked landing (GET /landing/ceramistes, brotli and identity) against a bare
 *   node:http server answering the very same bytes and headers, alternated, at 50 connections (≥ 0.9× the
 *   bare throughput, p99 within 2 ms of the bare server), and the same for `/` (brotli);
 * - `landing-bake`: baking 100 themes (rebake-all's code, unconditional) on PostgreSQL and on
 *   PGlite, in a scratch database each (target < 1 s);
 * - `lighthouse`: Lighthouse on two landings (target ≥ 95 in the four categories).
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { DURATION, load, startBare, type Comparison } from '../load.ts';
import type { Scenario } from '../scenario.ts';
import { summarize } from '../stats.ts';
import { runLighthouse } from '../lighthouse.ts';

const PAGE = '/landing/ceramistes';
const CONNECTIONS = Number(process.env.BENCH_LANDING_CONNECTIONS ?? 50);
const THEMES = 100;

/** The exact bytes and headers the app sends (node:http: fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers node:http writes itself (or that vary per response): not part of the page's bytes. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const ROUNDS = Number(process.env.BENCH_LANDING_ROUNDS ?? 3);

/**
 * The app against a bare node:http process answering the very same response: the same body and
 * every header the app sends (security headers and CSP included; the request id a fixed value of
 * the same length), i.e. the same bytes on the wire. The two are measured in alternation, ROUNDS
 * times (app, bare, then bare, app, …), so load from elsewhere on the machine falls on both; the
 * comparison kept is the round with the median throughput ratio, every round's ratio in the notes.
 */
async function compare(baseUrl: string, encoding: 'br' | 'identity', page = PAGE): Promise<Comparison & { ratios: number[] }> {
  const headers = { 'accept-encoding': encoding };
  const probe = await rawGet(`${baseUrl}${page}`, headers);
  if (probe.status !== 200) throw new Error(`GET ${page} answered ${probe.status}`);
  const same = Object.fromEntries(Object.entries(probe.headers).filter(([name]) => !TRANSPORT.has(name)));
  const bare = await startBare(probe.body, same);
  const duration = Math.max(2, Math.round(DURATION / ROUNDS));
  try {
    const rounds: { app: Awaited<ReturnType<typeof load>>; bare: Awaited<ReturnType<typeof load>> }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const appFirst = round % 2 === 0;
      const first = await load(`${appFirst ? baseUrl : bare.url}${page}`, headers, duration, CONNECTIONS);
      const second = await load(`${appFirst ? bare.url : baseUrl}${page}`, headers, duration, CONNECTIONS);
      rounds.push(appFirst ? { app: first, bare: second } : { app: second, bare: first });
    }
    const ratio = (r: (typeof rounds)[number]) => r.app.requestsPerSec / r.bare.requestsPerSec;
    const ratios = rounds.map(ratio);
    const median = [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor(rounds.length / 2)]!;
    return { scenario: `landing-page (${encoding})`, path: page, bodyBytes: probe.body.length, connections: CONNECTIONS, app: median.app, bare: median.bare, ratios };
  } finally {
    bare.stop();
  }
}

export const landingPage: Scenario = {
  name: 'landing-page',
  describe: `a baked landing page vs bare node:http serving the same bytes, ${CONNECTIONS} connections`,
  run: async ({ baseUrl }) => {
    // `/` (the main theme) is what most visitors get (measured in docs/performance.md).
    const comparisons = [await compare(baseUrl, 'br', '/'), await compare(baseUrl, 'br'), await compare(baseUrl, 'identity')];
    const notes = comparisons.map((c) => `${c.scenario} ${c.path}: ${(c.app.requestsPerSec / c.bare.requestsPerSec).toFixed(2)}× bare throughput (median of ${c.ratios.length} alternated rounds: ${c.ratios.map((r) => r.toFixed(2)).join(', ')}; target ≥ 0.9), p99 ${c.app.latency.p99.toFixed(2)} ms vs ${c.bare.latency.p99.toFixed(2)} bare (target: within 2 ms)`);
    return { kind: 'http', comparisons, notes };
  },
};

async function bakeTimes(pglite: boolean): Promise<{ runs: number[]; baked: number }> {
  const { scratchDatabase } = await import('#tests/support/scratch-db.ts');
  const { cloneTheme, copyThemes } = await import('#tests/support/themes-dir.ts');
  const { syncLandings } = await import('#server/site/landings/sync-landings.ts');
  const { bakeContext, bakeThemes } = await import('#server/site/landings/bake-themes.ts');
  const { readSharedParts } = await import('#server/site/landings/shared-parts.ts');
  const scratch = await scratchDatabase({ pglite });
  try {
    const dir = copyThemes();
    const sources = ['ceramistes', 'bijoutiers', 'maroquiniers', 'salon-createurs'];
    for (let i = 0; i < THEMES - sources.length; i++) cloneTheme(dir, sources[i % 4]!, `bench-theme-${String(i).padStart(3, '0')}`);
    await syncLandings(scratch.db, { dir });
    const ctx = bakeContext(readSharedParts(dir).parts!);
    const runs: number[] = [];
    let baked = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const outcomes = await bakeThemes(scratch.db, { ctx });
      runs.push(performance.now() - started);
      baked = outcomes.filter((o) => o.status === 'baked').length;
    }
    return { runs, baked };
  } finally {
    await scratch.close();
  }
}

export const landingBake: Scenario = {
  name: 'landing-bake',
  describe: `baking ${THEMES} themes (render, write, one transaction), PostgreSQL and PGlite`,
  withoutServer: true,
  run: async () => {
    const figures: Record<string, number | string> = {};
    for (const [label, pglite] of [['postgresql', false], ['pglite', true]] as const) {
      const { runs, baked } = await bakeTimes(pglite);
      const s = summarize(runs);
      figures[`${label}: themes baked per run`] = baked;
      figures[`${label}: ms per run (min / median / max of 5)`] = `${Math.min(...runs).toFixed(0)} / ${s.p50.toFixed(0)} / ${s.max.toFixed(0)}`;
    }
    return { kind: 'job', figures, notes: ['target: 100 themes under 1 s'] };
  },
};

export const lighthouseScenario: Scenario = {
  name: 'lighthouse',
  describe: 'Lighthouse (mobile, simulated throttling) on two landings',
  run: async ({ baseUrl }) => {
    const figures: Record<string, number | string> = {};
    const notes: string[] = [];
    for (const path of [PAGE, '/en/landing/bijoutiers']) {
      const result = await runLighthouse(`${baseUrl}${path}`);
      for (const [category, score] of Object.entries(result.scores)) figures[`${path} ${category}`] = score;
      figures[`${path} LCP / TBT / CLS`] = `${result.metrics['largest-contentful-paint']} / ${result.metrics['total-blocking-time']} / ${result.metrics['cumulative-layout-shift']}`;
      for (const f of result.flagged) notes.push(`${path} [${f.category}] ${f.title}${f.value ? ` (${f.value})` : ''}: ${f.score}`);
    }
    return { kind: 'job', figures, notes };
  },
};
