/**
 * Seals never stall the instance (decision 053): liveness (GET /api/health/live) sampled every
 * 100 ms, first alone, then while 6 contracts are sealed at once (6 second signatures sent
 * together: each renders and signs its PDF on the render pool), then while one member downloads
 * the unsigned PDF of a locked text in 3 loops. Target: liveness max under 100 ms during the seals.
 * Runs a server of its own with METRICS_TOKEN, so the server's own event-loop delay (prom-client's
 * `nodejs_eventloop_lag_max_seconds`, reset at each scrape) is read beside what the client
 * measured: on a shared host the client's samples also carry the host's and the client's delays.
 */
import { performance } from 'node:perf_hooks';
import { bearer, signup, type Account, type Scenario, type ScenarioOutcome } from '../scenario.ts';
import { BENCH_DATABASE_URL } from '../bench-db.ts';
import { startServer } from '#tests/support/start-server.ts';
import { summarize } from '../stats.ts';
import { sampleAnswers } from '#server/collaboration/questionnaire/test-answers.ts';

const SEALS = 6;
const SAMPLE_EVERY_MS = 100;
const DOWNLOAD_SECONDS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const METRICS_TOKEN = 'bench-seal-liveness-metrics-token';

/** The server's event-loop delay max (ms) since the previous scrape (prom-client resets it at each). */
async function loopDelayMaxMs(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = /^atelier_nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1];
  if (value === undefined) throw new Error('no atelier_nodejs_eventloop_lag_max_seconds in /metrics');
  return Number(value) * 1000;
}

async function call(baseUrl: string, token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A match whose text is locked and signed by its requester: the partner's signature seals it. */
async function awaitingLastSignature(baseUrl: string, requester: Account, partner: Account): Promise<{ matchId: string; partnerName: string }> {
  const request = await call(baseUrl, requester.token, '/api/collaboration-requests', { body: { title: 'Bench seal', description: 'Sealed by npm run bench' } });
  const reply = await call(baseUrl, partner.token, '/api/collaboration-replies', { body: { request_id: request.id, message: 'Bench reply' } });
  const matchId = (await call(baseUrl, requester.token, '/api/collaboration-matches', { body: { reply_id: reply.id } })).id as string;
  await call(baseUrl, requester.token, '/api/collaboration-contract', { method: 'PUT', body: { match_id: matchId, answers: sampleAnswers() } });
  const locked = await call(baseUrl, partner.token, '/api/collaboration-contract', { method: 'PUT', body: { match_id: matchId, answers: sampleAnswers() } });
  await call(baseUrl, requester.token, '/api/collaboration-contract/sign', { body: { match_id: matchId, full_name: locked.parties.demandeur.name, accept: true } });
  return { matchId, partnerName: locked.parties.partenaire.name };
}

/** Samples liveness every 100 ms (one request at a time) until `done` resolves; latencies in ms. */
async function sampleLiveness(baseUrl: string, done: Promise<unknown>): Promise<{ samples: number[]; failures: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  const samples: number[] = [];
  let failures = 0;
  while (!finished) {
    const start = performance.now();
    try {
      const res = await fetch(`${baseUrl}/api/health/live`);
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
    } catch {
      failures += 1;
    }
    const took = performance.now() - start;
    samples.push(took);
    await sleep(Math.max(0, SAMPLE_EVERY_MS - took));
  }
  return { samples, failures };
}

const line = (ms: number[]) => {
  const s = summarize(ms);
  return `${s.p50.toFixed(1)} / ${s.p99.toFixed(1)} / ${s.max.toFixed(1)} (${s.count})`;
};

async function measure(baseUrl: string): Promise<ScenarioOutcome> {
  const [requester, partner] = await Promise.all([signup(baseUrl, { first_name: 'Camille' }), signup(baseUrl, { first_name: 'Hugo' })]);
  const matches = [];
  for (let i = 0; i < SEALS + 1; i++) matches.push(await awaitingLastSignature(baseUrl, requester, partner));
  // One seal first, so the render thread is started and its modules loaded, as on a running instance.
  const warm = matches.pop()!;
  await call(baseUrl, partner.token, '/api/collaboration-contract/sign', { body: { match_id: warm.matchId, full_name: warm.partnerName, accept: true } });

  // As long as the seals take on a loaded host: the noise floor of the same machine, without seals.
  await loopDelayMaxMs(baseUrl);
  const idle = await sampleLiveness(baseUrl, sleep(6000));
  const idleLoopMs = await loopDelayMaxMs(baseUrl);

  const sealMs: number[] = [];
  const started = performance.now();
  const sealing = Promise.all(
    matches.map(async ({ matchId, partnerName }) => {
      const t0 = performance.now();
      const body = await call(baseUrl, partner.token, '/api/collaboration-contract/sign', { body: { match_id: matchId, full_name: partnerName, accept: true } });
      sealMs.push(performance.now() - t0);
      if (body.sealed !== true) throw new Error('the contract was not sealed');
    }),
  );
  const duringSeals = await sampleLiveness(baseUrl, sealing);
  await sealing;
  const allSealedMs = performance.now() - started;
  const sealLoopMs = await loopDelayMaxMs(baseUrl);

  // A locked, unsigned text downloaded in 3 loops by one member (its PDF is rendered once, then kept).
  const unsigned = await awaitingLastSignature(baseUrl, requester, partner);
  const downloads: number[] = [];
  const end = performance.now() + DOWNLOAD_SECONDS * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/collaboration-contract/pdf?match_id=${unsigned.matchId}`, { headers: bearer(requester.token) });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`unsigned PDF answered ${res.status}`);
      downloads.push(performance.now() - t0);
    }
  };
  const downloading = Promise.all([loop(), loop(), loop()]);
  const duringDownloads = await sampleLiveness(baseUrl, downloading);
  await downloading;
  const downloadLoopMs = await loopDelayMaxMs(baseUrl);

  const seals = summarize(sealMs);
  const over100 = (ms: number[]) => ms.filter((v) => v >= 100).length;
  return {
    kind: 'job',
    figures: {
      'server event-loop delay max: idle, seals, downloads (ms)': [idleLoopMs, sealLoopMs, downloadLoopMs].map((v) => v.toFixed(1)).join(', '),
      'liveness samples ≥ 100 ms: idle, seals, downloads': `${over100(idle.samples)}, ${over100(duringSeals.samples)}, ${over100(duringDownloads.samples)}`,
      'liveness idle p50 / p99 / max (ms, samples)': line(idle.samples),
      [`liveness during ${SEALS} seals p50 / p99 / max (ms, samples)`]: line(duringSeals.samples),
      'liveness failures (idle, seals, downloads)': `${idle.failures}, ${duringSeals.failures}, ${duringDownloads.failures}`,
      [`${SEALS} seals at once: all sealed after (ms)`]: allSealedMs.toFixed(0),
      'one seal (second signature) p50 / max (ms)': `${seals.p50.toFixed(0)} / ${seals.max.toFixed(0)}`,
      'liveness during unsigned PDF downloads p50 / p99 / max (ms, samples)': line(duringDownloads.samples),
      'unsigned PDF download p50 / p99 / max (ms, count)': line(downloads),
      'target: liveness max during seals < 100 ms': summarize(duringSeals.samples).max < 100 ? 'met' : 'NOT met',
    },
  };
}

export const sealLiveness: Scenario = {
  name: 'seal-liveness',
  describe: 'liveness sampled every 100 ms while 6 contracts are sealed at once, then while one member downloads an unsigned PDF in 3 loops',
  run: async () => {
    const server = await startServer({ DATABASE_URL: BENCH_DATABASE_URL, LOG_LEVEL: 'warn', SMTP_URL: '', METRICS_TOKEN });
    try {
      return await measure(server.baseUrl);
    } finally {
      server.process.kill('SIGTERM');
    }
  },
};
