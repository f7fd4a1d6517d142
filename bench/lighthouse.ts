/**
 * Lighthouse (the `lighthouse` npm package) on Debian's Chromium, started here with the no-network
 * flags of the project (tests/support/browser.ts) and a DevTools port. Lighthouse's defaults: mobile
 * emulation, simulated throttling. Used by the `lighthouse` bench scenario; also runnable alone:
 *   node bench/lighthouse.ts http://127.0.0.1:4321/landing/ceramistes
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface LighthouseResult {
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Audits that lost points (score < 1), by category, with Lighthouse's title and displayed value. */
  flagged: { category: string; id: string; title: string; score: number | null; value?: string }[];
  metrics: Record<string, string>;
}

/** `extraHeaders`: e.g. a session cookie, for the signed-in pages (bench/app-pages.ts). */
export async function runLighthouse(url: string, extraHeaders?: Record<string, string>): Promise<LighthouseResult> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'atelier-lighthouse-'));
  const chromium = spawn(CHROMIUM, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank',
  ], { stdio: 'ignore' });
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
      await new Promise((r) => setTimeout(r, 100));
    }
    const run = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...(extraHeaders ? { extraHeaders } : {}) });
    if (!run) throw new Error('lighthouse returned nothing');
    const lhr = run.lhr;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as LighthouseResult['scores'];
    const flagged = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => ({ category, id: audit.id, title: audit.title, score: audit.score, value: audit.displayValue })),
    );
    const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
    return { url, scores, flagged, metrics };
  } finally {
    chromium.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLighthouse(process.argv[2] ?? 'http://127.0.0.1:4321/');
  console.log(JSON.stringify(result, null, 2));
}
