/**
 * Two app processes on one PostgreSQL database (decision 001 "several instances"): a change made
 * on either is served by the other within a second (LISTEN/NOTIFY, no TTL), and a sync run from
 * the command line while both serve reaches both. Skipped without DATABASE_URL (PGlite is one
 * process per data directory).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLandingServer, clientFor, PUBLIC_URL, SHARED_SECRET, type LandingServer } from '../support/landing-server.ts';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { editFile } from '../support/themes-dir.ts';
import type { TestUser } from '../support/api.ts';

let a: LandingServer;
let b: RunningServer;
let bApi: ReturnType<typeof clientFor>['api'];
let admin: TestUser;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  a = await startLandingServer();
  // Instance B: same database, same files, same secret and public URL; its own data directory.
  b = await startServer({ DATABASE_URL: a.databaseUrl!, LANDING_THEMES_DIR: a.themesDir, JWT_SECRET: SHARED_SECRET, PUBLIC_URL, DATA_DIR: mkdtempSync(join(tmpdir(), 'atelier-instance-b-')) });
  bApi = clientFor(() => b.baseUrl).api;
  admin = await a.newUser({ role: 'admin' });
}, 240_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

/** How long until `read` satisfies `until` (polled every 20 ms; fails after 10 s on a very busy machine). */
async function timeUntil(read: () => Promise<string>, until: (text: string) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (until(await read())) return performance.now() - started;
    if (performance.now() - started > 10_000) throw new Error('the other instance never served the change');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('a block switched off on A is served by B within a second', async () => {
    expect((await bApi('/landing/bijoutiers')).text).toContain('#block-photo{order:2}');
    const put = await a.api('/api/admin-landing-themes/bijoutiers', { method: 'PUT', token: admin.token, body: { blocks_config: { blocks: [{ id: 'block-titre', enabled: true }, { id: 'block-photo', enabled: false }, { id: 'block-cta', enabled: true }] } } });
    expect(put.status).toBe(200);
    // A answers from its own memory at once.
    expect((await a.api('/landing/bijoutiers')).text).toContain('#block-photo{display:none}');
    const ms = await timeUntil(async () => (await bApi('/landing/bijoutiers')).text, (t) => t.includes('#block-photo{display:none}'));
    console.log(`B served A's change after ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1000 + 2000); // a second, plus slack for a loaded machine (the figure is printed)
  });

  it('main set on B: A serves it at / ; main turned off on A: B serves its home page', async () => {
    const token = admin.token;
    await bApi('/api/admin-landing-themes/salon-createurs', { method: 'PUT', token, body: { est_accueil: true } });
    await timeUntil(async () => (await a.api('/en/')).text, (t) => t.includes('Makers’ fairs'));
    await a.api('/api/admin-landing-themes/salon-createurs', { method: 'PUT', token, body: { est_accueil: false } });
    await timeUntil(async () => (await bApi('/')).text, (t) => t.includes('class="site-header"'));
    await bApi('/api/admin-landing-themes/maroquiniers', { method: 'PUT', token, body: { actif: false } });
    await timeUntil(async () => String((await a.api('/landing/maroquiniers')).status), (s) => s === '404');
  });

  it('a sync run from the command line while both serve reaches both', async () => {
    editFile(a.themesDir, '_shared/block-formules.html', (t) => t.replace('Deux formules, le même sérieux', 'Deux formules, une même exigence'));
    const run = spawnSync(process.execPath, ['scripts/landings-sync.ts'], { env: { ...process.env, DATABASE_URL: a.databaseUrl!, LANDING_THEMES_DIR: a.themesDir, PUBLIC_URL, DATA_DIR: mkdtempSync(join(tmpdir(), 'atelier-sync-cli-')), LOG_LEVEL: 'warn' }, encoding: 'utf8' });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/4 theme\(s\), 4 baked/);
    for (const api of [a.api, bApi]) await timeUntil(async () => (await api('/landing/ceramistes')).text, (t) => t.includes('une même exigence'));
  });
});
