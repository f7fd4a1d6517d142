/**
 * Free accounts cannot crowd out members (decision 063). From one address, one member and four
 * prospects (accounts without a paid formula, as applying makes them) each send 100-megapixel PNGs
 * from two loops (waiting out each Retry-After); another member, elsewhere, uploads a 64 × 64
 * photo every 2 s; a third client signs in with a password in a loop; liveness
 * (GET /api/health/live) is sampled every 100 ms.
 * Targets: the other member's p95 < 2 s, sign-in p99 < 1 s, liveness max < 100 ms.
 */
import sharp from 'sharp';
import { performance } from 'node:perf_hooks';
import { summarize } from '../stats.ts';
import { bearer, signup, type Scenario } from '../scenario.ts';
import { hugePng } from './isolation.ts';
import { Worker } from 'node:worker_threads';
import { once } from 'node:events';

/** GET the liveness address every 100 ms until `until` (epoch ms); posts the times (ms). */
const LIVENESS_SAMPLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
(async () => {
  const samples = [];
  while (Date.now() < workerData.until) {
    const start = performance.now();
    await fetch(workerData.url).then((res) => res.arrayBuffer()).catch(() => null);
    const took = performance.now() - start;
    samples.push(took);
    await new Promise((r) => setTimeout(r, Math.max(0, 100 - took)));
  }
  parentPort.postMessage(samples);
})();
`;

const SECONDS = Number(process.env.BENCH_ISOLATION_SECONDS ?? 30);
const PROSPECTS = 4;
const LOOPS_EACH = 2;
// A fresh address per run: the per-address hourly budget of a run must not carry into the next one.
const FLOOD_ADDRESS = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function form(bytes: Buffer, name: string): FormData {
  const data = new FormData();
  data.append('type', 'candidature');
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return data;
}

const answerOf = async (res: Response) => {
  const body = await res.text();
  const code = res.status >= 400 ? (/"code":"([a-z_]+)"/.exec(body)?.[1] ?? '') : '';
  return code ? `${res.status} ${code}` : String(res.status);
};

const line = (ms: number[]) => {
  const s = summarize(ms);
  return `${s.p50.toFixed(0)} / ${s.p95.toFixed(0)} / ${s.p99.toFixed(0)} / ${s.max.toFixed(0)} (${ms.length})`;
};

export const prospectFlood: Scenario = {
  name: 'prospect-flood',
  describe: '1 member + 4 prospects from one address flood 100 MP PNGs; another member uploads 64 × 64 every 2 s; sign-in and liveness sampled',
  run: async ({ baseUrl }) => {
    const png = await hugePng();
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7a5c3e' } }).png().toBuffer();
    const password = 'bench prospect flood password';
    const [member, other, signer] = [await signup(baseUrl), await signup(baseUrl), await signup(baseUrl, { password })];
    const prospects = [];
    for (let i = 0; i < PROSPECTS; i += 1) prospects.push(await signup(baseUrl, { role: null }));
    const answers: Record<string, Record<string, number>> = { member: {}, prospects: {}, other: {} };
    const count = (who: string, answer: string) => (answers[who]![answer] = (answers[who]![answer] ?? 0) + 1);
    const otherTimes: number[] = [];
    const signIn: number[] = [];
    const liveness: number[] = [];
    let end = 0;
    const running = () => performance.now() < end;

    const floodLoop = async (who: 'member' | 'prospects', token: string) => {
      while (running()) {
        try {
          const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: { ...bearer(token), 'x-forwarded-for': FLOOD_ADDRESS }, body: form(png, 'huge.png') });
          count(who, await answerOf(res));
          const retryAfter = Number(res.headers.get('retry-after') ?? 0);
          if (retryAfter > 0) await sleep(Math.min(retryAfter * 1000, Math.max(0, end - performance.now())));
        } catch (error) {
          count(who, `error ${(error as Error).name}`);
          await sleep(100);
        }
      }
    };
    const otherLoop = async () => {
      await sleep(2000); // the flood is under way
      while (running()) {
        const start = performance.now();
        try {
          const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: { ...bearer(other.token), 'x-forwarded-for': '203.0.113.20' }, body: form(small, 'small.png') });
          count('other', await answerOf(res));
        } catch (error) {
          count('other', `error ${(error as Error).name}`);
        }
        otherTimes.push(performance.now() - start);
        await sleep(2000);
      }
    };
    const signInLoop = async () => {
      await sleep(2000);
      while (running()) {
        const start = performance.now();
        const res = await fetch(`${baseUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.21' },
          body: JSON.stringify({ email: signer.user.email, password }),
        }).catch(() => null);
        await res?.arrayBuffer();
        signIn.push(performance.now() - start);
        await sleep(200);
      }
    };
    // Sampled from a thread of its own: this process's event loop, busy sending 100 MP bodies, must
    // not count as the server's delay (an earlier version measured its own loop as well).
    const livenessLoop = async () => {
      const sampler = new Worker(LIVENESS_SAMPLER, { eval: true, workerData: { url: `${baseUrl}/api/health/live`, until: Date.now() + (end - performance.now()) } });
      const [samples] = (await once(sampler, 'message')) as [number[]];
      liveness.push(...samples);
    };

    end = performance.now() + SECONDS * 1000;
    await Promise.all([
      ...Array.from({ length: LOOPS_EACH }, () => floodLoop('member', member.token)),
      ...prospects.flatMap((p) => Array.from({ length: LOOPS_EACH }, () => floodLoop('prospects', p.token))),
      otherLoop(),
      signInLoop(),
      livenessLoop(),
    ]);
    const o = summarize(otherTimes);
    const s = summarize(signIn);
    const l = summarize(liveness);
    return {
      kind: 'job',
      figures: {
        'flood seconds': SECONDS,
        'flooding member answers': JSON.stringify(answers.member),
        'prospects (4 accounts, one address) answers': JSON.stringify(answers.prospects),
        'other member 64 × 64 p50 / p95 / p99 / max (ms, n)': line(otherTimes),
        'other member answers': JSON.stringify(answers.other),
        'sign-in p50 / p95 / p99 / max (ms, n)': line(signIn),
        'liveness p50 / p95 / p99 / max (ms, n)': line(liveness),
        'targets met (other p95 < 2 s, sign-in p99 < 1 s, liveness max < 100 ms)': `${o.p95 < 2000}, ${s.p99 < 1000}, ${l.max < 100}`,
      },
      notes: ['shared 2-core machine: figures are preliminary unless the machine was quiet'],
    };
  },
};
