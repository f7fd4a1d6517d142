/**
 * A photo upload end to end — a 12-megapixel JPEG (4000 × 3000, camera-like detail)
 * sent to POST /api/upload (multipart streamed to disk, sniffed, header checked, converted to
 * WebP, stored, recorded) — against bare sharp doing the same conversion on the same bytes in
 * this process. The two alternate, one request at a time, so they never compete for the CPU.
 * Target: the upload's median ≤ 1.2 × bare sharp's.
 */
import sharp from 'sharp';
import { performance } from 'node:perf_hooks';
import { fmt, summarize } from '../stats.ts';
import { bearer, routeExists, signup, type Scenario } from '../scenario.ts';

const ROUNDS = 12;
const WARMUP = 2;

/** A 12 MP JPEG of a few MiB with camera-like noise (a flat image would convert unrealistically fast). */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).raw().toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#b86b3d" stop-opacity="0.6"/><stop offset="1" stop-color="#2b4a6b" stop-opacity="0.6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`) }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** What convertPhoto does (src/server/platform/cpu/convert-image.ts), with nothing around it. */
async function bareConversion(bytes: Buffer): Promise<number> {
  await sharp(bytes, { failOn: 'none' }).metadata();
  const out = await sharp(bytes, { limitInputPixels: 100_000_000, failOn: 'error', animated: false })
    .rotate()
    .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .webp({ quality: 80 })
    .toBuffer();
  return out.length;
}

async function uploadOnce(baseUrl: string, token: string, bytes: Buffer): Promise<void> {
  const form = new FormData();
  form.append('type', 'action_image');
  form.append('card_id', 'recit-atelier');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'atelier-12mp.jpg');
  const res = await fetch(`${baseUrl}/api/upload`, { method: 'POST', headers: bearer(token), body: form });
  if (res.status !== 201) throw new Error(`POST /api/upload answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}

export const upload: Scenario = {
  name: 'upload',
  describe: 'POST /api/upload of a 12 MP JPEG vs bare sharp doing the same conversion',
  unavailable: async ({ baseUrl }) => {
    const account = await signup(baseUrl);
    return (await routeExists(baseUrl, '/api/action-documents?card_id=recit-atelier', bearer(account.token))) ? null : '/api/upload does not exist on this branch yet';
  },
  run: async ({ baseUrl }) => {
    const account = await signup(baseUrl, { first_name: 'Bench' });
    const bytes = await twelveMegapixelJpeg();
    const app: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      let start = performance.now();
      await uploadOnce(baseUrl, account.token, bytes);
      const uploadMs = performance.now() - start;
      start = performance.now();
      await bareConversion(bytes);
      const bareMs = performance.now() - start;
      if (round >= WARMUP) {
        app.push(uploadMs);
        bare.push(bareMs);
      }
    }
    const a = summarize(app);
    const b = summarize(bare);
    return {
      kind: 'job',
      figures: {
        'input JPEG': `${(bytes.length / 1024 / 1024).toFixed(1)} MiB, 4000 × 3000, EXIF orientation 6`,
        rounds: ROUNDS,
        'upload p50 ms': fmt(a.p50, 0),
        'upload p95 ms': fmt(a.p95, 0),
        'bare sharp p50 ms': fmt(b.p50, 0),
        'bare sharp p95 ms': fmt(b.p95, 0),
        'upload / bare (p50)': fmt(a.p50 / b.p50, 2),
        'target (p50)': '≤ 1.20',
      },
      notes: ['one request at a time, upload and bare conversion alternating; the upload includes HTTP, multipart streaming to disk, sniffing, the header check, storage and the database record'],
    };
  },
};
