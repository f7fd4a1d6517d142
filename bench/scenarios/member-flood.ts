/**
 * Decision 037, the member-flood half of `npm run bench -- isolation`: one signed-in member sends
 * 100-megapixel PNGs from 8 parallel loops (waiting out each Retry-After), while another member
 * uploads a 64 × 64 photo every 500 ms. The other member's upload times say whether one account
 * can take the members' lane from the others. Target: the other member's p99 < 2 s, no `busy`.
 */
import sharp from 'sharp';
import { performance } from 'node:perf_hooks';
import { summarize } from '../stats.ts';
import { bearer, signup } from '../scenario.ts';

const FLOOD_LOOPS = 8;
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

export async function memberFlood(baseUrl: string, hugePng: Buffer, seconds: number): Promise<Record<string, string | number>> {
  const [flooder, other] = [await signup(baseUrl), await signup(baseUrl)];
  const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#7a5c3e' } }).png().toBuffer();
  const flood: Record<string, number> = {};
  const mine: Record<string, number> = {};
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  const floodLoop = async () => {
    while (performance.now() < end) {
      try {
        const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: bearer(flooder.token), body: form(hugePng, 'huge.png') });
        const answer = await answerOf(res);
        flood[answer] = (flood[answer] ?? 0) + 1;
        const retryAfter = Number(res.headers.get('retry-after') ?? 0);
        if (retryAfter > 0) await sleep(Math.min(retryAfter * 1000, Math.max(0, end - performance.now())));
      } catch (error) {
        flood[`error ${(error as Error).name}`] = (flood[`error ${(error as Error).name}`] ?? 0) + 1;
        await sleep(100);
      }
    }
  };
  const otherLoop = async () => {
    await sleep(2000); // the flood is under way
    while (performance.now() < end) {
      const start = performance.now();
      try {
        const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: bearer(other.token), body: form(small, 'small.png') });
        const answer = await answerOf(res);
        mine[answer] = (mine[answer] ?? 0) + 1;
      } catch (error) {
        mine[`error ${(error as Error).name}`] = (mine[`error ${(error as Error).name}`] ?? 0) + 1;
      }
      times.push(performance.now() - start);
      await sleep(500);
    }
  };
  await Promise.all([...Array.from({ length: FLOOD_LOOPS }, floodLoop), otherLoop()]);
  const t = summarize(times);
  return {
    'member flood: flooder upload answers': JSON.stringify(flood),
    'member flood: other member 64 × 64 upload p50 / p99 / max (ms)': `${t.p50.toFixed(0)} / ${t.p99.toFixed(0)} / ${t.max.toFixed(0)}`,
    'member flood: other member answers': JSON.stringify(mine),
  };
}
