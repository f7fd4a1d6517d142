/**
 * The signed-in pages on a phone (decision 019): for each page, the JavaScript loaded
 * before any interaction (bytes on the wire with brotli, and the same files uncompressed, i.e.
 * what was sent before the client files were compressed), then Lighthouse's mobile scores.
 *   node bench/app-pages.ts                 # starts the built server (npm run build first)
 *   BASE_URL=http://127.0.0.1:4320 node bench/app-pages.ts
 *   BENCH_LIGHTHOUSE=0 node bench/app-pages.ts   # JavaScript only
 *   BENCH_PAGES=/catalogue node bench/app-pages.ts
 * The machine is shared: Lighthouse's simulated throttling still depends on the CPU left over,
 * so compare runs made back to back, and run it more than once.
 */
import { chromium } from 'playwright-core';
import { startServer } from '../tests/support/start-server.ts';
import { runLighthouse } from './lighthouse.ts';

const ALL_PAGES = ['/mes-actions', '/catalogue', '/fiches/revision-tarifs-annuelle', '/mes-parcours/des-prix-justes', '/collaborations', '/mes-factures', '/mon-compte'];
/** `BENCH_PAGES=/catalogue,/mon-compte` to measure some pages only. */
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const server = process.env.BASE_URL ? null : await startServer({ RATE_LIMIT_SIGNIN_PER_IP: '1000000000' });
const base = process.env.BASE_URL ?? server!.baseUrl;

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return res.json() as Promise<any>;
}

// A member with an action in progress on the card page, and an active parcours.
const { token } = await post('/auth/dev-signup', { role: 'client_premium', first_name: 'Bench' });
await post('/api/my-actions', { card_id: 'revision-tarifs-annuelle' }, token);
await post('/api/parcours/des-prix-justes/start', {}, token);
const cookie = `session=${token}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const rows: string[] = [];
try {
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });
    await context.addCookies([{ name: 'session', value: token, url: base }]);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(res.url());
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await context.close();
    let wire = 0;
    let raw = 0;
    for (const url of scripts) {
      const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      wire += Number(br.headers.get('content-length') ?? 0) || (await br.arrayBuffer()).byteLength;
      raw += (await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
    }
    let lh = '';
    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      const r = await runLighthouse(base + path, { Cookie: cookie });
      lh = ` | ${r.scores.performance} | ${r.metrics['largest-contentful-paint']} | ${r.metrics['cumulative-layout-shift']} | ${r.metrics['total-blocking-time']} | ${r.scores.accessibility} | ${r.scores.seo}`;
    }
    rows.push(`| ${path} | ${scripts.size} | ${Math.round(raw / 1024)} KiB | ${Math.round(wire / 1024)} KiB${lh} |`);
    console.error(rows.at(-1));
  }
} finally {
  await browser.close();
  await server?.stop();
}
const head = process.env.BENCH_LIGHTHOUSE !== '0'
  ? '| page | scripts | JS uncompressed | JS on the wire (br) | perf | LCP | CLS | TBT | a11y | SEO |\n|---|---|---|---|---|---|---|---|---|---|'
  : '| page | scripts | JS uncompressed | JS on the wire (br) |\n|---|---|---|---|';
console.log(`${head}\n${rows.join('\n')}`);
