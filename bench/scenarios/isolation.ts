/**
 * No stranger can slow the service for everyone. While 16 anonymous clients (16
 * addresses, through X-Forwarded-For: the bench server trusts one proxy) upload 100-megapixel
 * 16-bit PNGs to POST /api/upload (`type=candidature`, no session) as fast as they are allowed
 * (a 429 or 503 is waited out per its Retry-After), one client signs in with a password in a
 * loop and another reads GET /api/levels in a loop. The server's RSS is sampled meanwhile.
 * Targets: sign-in p99 < 1 s, levels p99 < 100 ms, no 5xx other than 503 `busy`.
 * Then the member flood of decision 037 (member-flood.ts): one member floods, another uploads.
 */
import sharp from 'sharp';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { summarize } from '../stats.ts';
import { bearer, signup, type Scenario } from '../scenario.ts';
import { memberFlood } from './member-flood.ts';

const FLOOD_CLIENTS = 16;
const SECONDS = Number(process.env.BENCH_ISOLATION_SECONDS ?? 30);

/** 10 000 × 10 000 × 16-bit RGB: 100 MP, within the limit, under 1 MB on the wire (flat areas). */
export async function hugePng(): Promise<Buffer> {
  const cache = join(tmpdir(), 'atelier-bench-100mp-16bit.png');
  if (existsSync(cache)) return readFileSync(cache);
  const side = 10_000;
  const bytes = await sharp({ create: { width: side, height: side, channels: 3, background: '#7a5c3e' } })
    .composite([{ input: Buffer.from(`<svg width="${side}" height="${side}"><circle cx="5000" cy="5000" r="3000" fill="#2b4a6b"/></svg>`) }])
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(cache, bytes);
  return bytes;
}

/** RSS of the server and its children (the photo conversion process), in MiB. */
function rssMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return Math.round(own + children.reduce((sum, child) => sum + rssMiB(child), 0));
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const isolation: Scenario = {
  name: 'isolation',
  describe: 'password sign-in and GET /api/levels while 16 anonymous clients upload 100 MP 16-bit PNGs; then one member floods while another uploads',
  run: async ({ baseUrl, serverPid }) => {
    const png = await hugePng();
    const password = 'bench isolation password';
    const account = await signup(baseUrl, { password });
    const statuses: Record<string, number> = {};
    const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1);
    const rssBefore = serverPid ? rssMiB(serverPid) : 0;
    let rssPeak = rssBefore;
    let end = 0;
    const running = () => performance.now() < end;

    const sampler = setInterval(() => {
      if (serverPid) rssPeak = Math.max(rssPeak, rssMiB(serverPid));
    }, 200);

    const flood = async (client: number) => {
      while (running()) {
        const form = new FormData();
        form.append('type', 'candidature');
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'huge.png');
        try {
          const res = await fetch(`${baseUrl}/api/upload`, {
            method: 'POST',
            headers: { 'x-forwarded-for': `198.51.100.${client + 1}` },
            body: form,
            signal: AbortSignal.timeout(Math.round(Math.max(1000, end - performance.now() + 60_000))),
          });
          const body = await res.text();
          const code = res.status >= 400 ? (/"code":"([a-z_]+)"/.exec(body)?.[1] ?? '') : '';
          count(code ? `${res.status} ${code}` : String(res.status));
          const retryAfter = Number(res.headers.get('retry-after') ?? 0);
          if (retryAfter > 0) await sleep(Math.min(retryAfter * 1000, Math.max(0, end - performance.now())));
        } catch (error) {
          count(`error ${(error as Error).name}`);
          await sleep(100);
        }
      }
    };

    const timed = async (samples: number[], errors: Record<string, number>, request: () => Promise<Response>) => {
      while (running()) {
        const start = performance.now();
        try {
          const res = await request();
          await res.arrayBuffer();
          samples.push(performance.now() - start);
          if (!res.ok) errors[res.status] = (errors[res.status] ?? 0) + 1;
        } catch (error) {
          samples.push(performance.now() - start);
          errors[(error as Error).name] = (errors[(error as Error).name] ?? 0) + 1;
        }
        await sleep(50);
      }
    };
    const signIn: number[] = [];
    const signInErrors: Record<string, number> = {};
    const levels: number[] = [];
    const levelsErrors: Record<string, number> = {};
    // Baseline first: the same two loops for 5 s with no flood.
    const baseEnd = performance.now() + 5000;
    const baseSignIn: number[] = [];
    const baseLevels: number[] = [];
    const baseline = async (samples: number[], request: () => Promise<Response>) => {
      while (performance.now() < baseEnd) {
        const start = performance.now();
        await (await request()).arrayBuffer();
        samples.push(performance.now() - start);
        await sleep(50);
      }
    };
    const login = () =>
      fetch(`${baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ email: account.user.email, password }),
      });
    const getLevels = () => fetch(`${baseUrl}/api/levels`, { headers: bearer(account.token) });
    await Promise.all([baseline(baseSignIn, login), baseline(baseLevels, getLevels)]);
    end = performance.now() + SECONDS * 1000;

    await Promise.all([
      ...Array.from({ length: FLOOD_CLIENTS }, (_, i) => flood(i)),
      (async () => {
        await sleep(1000); // let the flood start
        await Promise.all([timed(signIn, signInErrors, login), timed(levels, levelsErrors, getLevels)]);
      })(),
    ]);
    clearInterval(sampler);
    await sleep(5000); // the anonymous lane drains
    const members = await memberFlood(baseUrl, png, SECONDS);
    const s = summarize(signIn);
    const l = summarize(levels);
    const bs = summarize(baseSignIn);
    const bl = summarize(baseLevels);
    const fiveXX = Object.entries(statuses)
      .filter(([k]) => k.startsWith('5') && k !== '503 busy')
      .reduce((n, [, v]) => n + v, 0);
    return {
      kind: 'job',
      figures: {
        'input PNG': `${(png.length / 1024).toFixed(0)} KiB, 10000 × 10000, 16-bit RGB`,
        'flood seconds': SECONDS,
        'sign-in without flood p50 / p99 (ms)': `${bs.p50.toFixed(0)} / ${bs.p99.toFixed(0)}`,
        'levels without flood p50 / p99 (ms)': `${bl.p50.toFixed(1)} / ${bl.p99.toFixed(1)}`,
        'sign-in during flood p50 / p99 / max (ms)': `${s.p50.toFixed(0)} / ${s.p99.toFixed(0)} / ${s.max.toFixed(0)}`,
        'sign-ins during flood': signIn.length,
        'sign-in failures': JSON.stringify(signInErrors),
        'levels during flood p50 / p99 / max (ms)': `${l.p50.toFixed(1)} / ${l.p99.toFixed(1)} / ${l.max.toFixed(1)}`,
        'levels requests during flood': levels.length,
        'levels failures': JSON.stringify(levelsErrors),
        'upload answers': JSON.stringify(statuses),
        '5xx other than 503 busy': fiveXX,
        'server (+ children) RSS before / peak (MiB)': `${rssBefore} / ${rssPeak}`,
        ...members,
      },
      notes: ['shared 2-core machine: other engineers run builds and tests meanwhile'],
    };
  },
};
