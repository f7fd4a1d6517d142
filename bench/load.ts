/**
 * One load run with autocannon, plus the comparison against the bare node:http baseline.
 * Latencies are recorded per response (autocannon's `response` event) and summarised with
 * exact nearest-rank percentiles (bench/stats.ts); autocannon's own summary is kept in the raw JSON.
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { summarize, type LatencySummary } from './stats.ts';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

export interface LoadResult {
  url: string;
  requestsPerSec: number;
  total: number;
  errors: number;
  non2xx: number;
  latency: LatencySummary;
  autocannonLatency: { p50: number; p90: number; p97_5: number; p99: number; max: number };
}

export async function load(url: string, headers: Record<string, string> = {}, duration = DURATION, connections = CONNECTIONS): Promise<LoadResult> {
  if (WARMUP > 0) await autocannon({ url, headers, connections, duration: WARMUP });
  const samples: number[] = [];
  const instance = autocannon({ url, headers, connections, duration });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) samples.push(ms);
  });
  const result = await instance;
  return {
    url,
    requestsPerSec: result.requests.average,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latency: summarize(samples),
    autocannonLatency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
  };
}

/**
 * Starts the bare baseline serving `body`; returns its URL and a stop function. `headers` replaces
 * the JSON API headers (the landing scenario serves HTML bytes, compressed or not).
 */
export async function startBare(body: string | Buffer, headers?: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-bare-'));
  const file = join(dir, 'body.json');
  writeFileSync(file, body);
  const args = [file];
  if (headers) {
    writeFileSync(join(dir, 'headers.json'), JSON.stringify(headers));
    args.push(join(dir, 'headers.json'));
  }
  const child = fork(new URL('./bare-server.ts', import.meta.url).pathname, args, { stdio: 'inherit' });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export interface Comparison {
  /** When not the default CONNECTIONS (the landing scenario runs at 50). */
  connections?: number;
  scenario: string;
  path: string;
  bodyBytes: number;
  app: LoadResult;
  bare: LoadResult;
}

/**
 * Checks the app answers 2xx with a JSON body, then loads the app and a bare server serving
 * that same body, one after the other (never at once: 2 cores).
 */
export async function compareWithBare(scenario: string, baseUrl: string, path: string, headers: Record<string, string>): Promise<Comparison> {
  const probe = await fetch(`${baseUrl}${path}`, { headers });
  const body = await probe.text();
  if (!probe.ok) throw new Error(`${scenario}: GET ${path} answered ${probe.status}: ${body.slice(0, 300)}`);
  const app = await load(`${baseUrl}${path}`, headers);
  if (app.non2xx > 0 || app.errors > 0) {
    console.warn(`  ! ${scenario}: ${app.non2xx} non-2xx and ${app.errors} errors during the app run`);
  }
  const bare = await startBare(body);
  try {
    return { scenario, path, bodyBytes: Buffer.byteLength(body), app, bare: await load(`${bare.url}${path}`, {}) };
  } finally {
    bare.stop();
  }
}

/**
 * Service latency without queueing: `count` requests one after the other on a keep-alive
 * connection, each timed with performance.now() around fetch + body read. Used for the
 * aggregate p95 target beside the 10-connection autocannon figure.
 */
export async function sequential(url: string, headers: Record<string, string>, count = Number(process.env.BENCH_SEQUENTIAL ?? 200)): Promise<LatencySummary> {
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}
