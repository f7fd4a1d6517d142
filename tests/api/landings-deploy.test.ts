/**
 * The state table replayed as a deployment would: theme files edited, then the server started
 * again (`npm start` runs the sync). Each row: what the visitor then sees, and what was rewritten.
 * The rows build on one another, in order, like successive deployments.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLandingServer, type LandingServer } from '../support/landing-server.ts';
import { cloneTheme, editFile, editJson } from '../support/themes-dir.ts';
import { startServer } from '../support/start-server.ts';
import { STACK_TRACE, type TestUser } from '../support/api.ts';

let lp: LandingServer;
let admin: TestUser;
beforeAll(async () => {
  lp = await startLandingServer();
  admin = await lp.newUser({ role: 'admin' });
}, 180_000);
afterAll(async () => {
  await lp?.stop();
});

type Listed = { slug: string; baked_at: string; actif: boolean; est_accueil: boolean; ordre: number; blocks_config: { blocks: { id: string; enabled: boolean }[] } };
const themes = async (): Promise<Record<string, Listed>> => Object.fromEntries(((await lp.api('/api/admin-landing-themes', { token: admin.token })).body as Listed[]).map((t) => [t.slug, t]));
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('the state table, through restarts', () => {
  it('unchanged files: nothing rewritten', async () => {
    const before = await themes();
    await lp.restart();
    expect(await themes()).toEqual(before);
  }, 180_000);

  it('a changed theme file: its content replaces the stored one, it alone is baked again; the admin’s choices stay', async () => {
    await lp.api('/api/admin-landing-themes/maroquiniers', { method: 'PUT', body: { blocks_config: { blocks: [{ id: 'block-titre', enabled: true }, { id: 'block-cta', enabled: true }] } }, token: admin.token });
    const before = await themes();
    editFile(lp.themesDir, 'maroquiniers.html', (t) => t.replace('Chaque point sellier compte.', 'Chaque point sellier compte, vraiment.'));
    editJson(lp.themesDir, 'maroquiniers.json', (j) => { j.title_en = 'Leather workers: every hour of stitching, paid'; });
    await lp.restart();
    const after = await themes();
    expect(after.maroquiniers!.baked_at).not.toBe(before.maroquiniers!.baked_at);
    expect(after.maroquiniers!.blocks_config).toEqual(before.maroquiniers!.blocks_config);
    for (const slug of ['ceramistes', 'bijoutiers', 'salon-createurs']) expect(after[slug]).toEqual(before[slug]);
    expect((await lp.api('/landing/maroquiniers')).text).toContain('Chaque point sellier compte, vraiment.');
    expect(title((await lp.api('/en/landing/maroquiniers')).text)).toBe('Leather workers: every hour of stitching, paid');
  }, 180_000);

  it('a new file: created active, not main, served at once', async () => {
    cloneTheme(lp.themesDir, 'bijoutiers', 'joaillerie-de-noel', (html) => html.replace('<h1>Des bijoux qu’on remarque', '<h1>Noël : des bijoux qu’on remarque'));
    await lp.restart();
    const created = (await themes())['joaillerie-de-noel']!;
    expect(created).toMatchObject({ actif: true, est_accueil: false, ordre: 4 });
    expect((await lp.api('/landing/joaillerie-de-noel')).text).toContain('Noël\u00a0: des bijoux'); // French spacing at bake
    expect((await lp.api('/en/landing/joaillerie-de-noel')).status).toBe(200);
  }, 180_000);

  it('a shared section changed: every theme is baked again', async () => {
    const before = await themes();
    editFile(lp.themesDir, '_shared/block-formules.html', (t) => t.replace('Deux formules, le même sérieux', 'Deux formules, une même exigence'));
    await lp.restart();
    const after = await themes();
    for (const slug of Object.keys(before)) expect(after[slug]!.baked_at, slug).not.toBe(before[slug]!.baked_at);
    expect((await lp.api('/landing/bijoutiers')).text).toContain('Deux formules, une même exigence');
  }, 180_000);

  it('a formula price changed in the settings: every page shows it', async () => {
    await lp.restart({ FORMULA_ESSENTIEL_PRICE_CENTS: '159000' });
    expect((await lp.api('/landing/ceramistes')).text).toContain('1\u202f590\u00a0€');
    expect((await lp.api('/en/landing/ceramistes')).text).toContain('€1,590');
    expect((await lp.api('/en/landing/ceramistes')).text).toContain('€159'); // the 10 % deposit
    expect((await lp.api('/landing/ceramistes')).text).toContain('1\u202f590\u00a0€\u00a0TTC');
    // PRICE_DISPLAY=ht (decision 027): the same prices read excluding VAT, with the VAT added.
    await lp.restart({ FORMULA_ESSENTIEL_PRICE_CENTS: '159000', PRICE_DISPLAY: 'ht' });
    expect((await lp.api('/landing/ceramistes')).text).toContain('1\u202f325\u00a0€\u00a0HT (+\u00a0TVA 20\u00a0%)');
    expect((await lp.api('/en/landing/ceramistes')).text).toContain('€1,325 excl. VAT (+ 20% VAT)');
    await lp.restart({ FORMULA_ESSENTIEL_PRICE_CENTS: '159000' });
    expect((await lp.api('/en/landing/ceramistes')).text).toContain('€1,590 incl. VAT');
  }, 240_000);

  it('a bad theme file: the start stops with the file, the code and the fix; the database is untouched', async () => {
    const before = await themes();
    const page = (await lp.api('/landing/bijoutiers')).text;
    const original = readFileSync(join(lp.themesDir, 'bijoutiers.json'), 'utf8');
    editJson(lp.themesDir, 'bijoutiers.json', (j) => { delete j.blocks_en['block-cta']; j.title = 'Un titre qui ne doit pas passer'; });
    await lp.server.stop();
    const failed = await startServer({ LANDING_THEMES_DIR: lp.themesDir, DATA_DIR: lp.dataDir, PUBLIC_URL: 'http://atelier.test', FORMULA_ESSENTIEL_PRICE_CENTS: '159000', ...(lp.databaseUrl ? { DATABASE_URL: lp.databaseUrl } : {}) }).catch((e: Error) => e);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/error missing_english_text in bijoutiers\.json:\d+\n\s+block-cta is enabled but has no English text/);
    expect((failed as Error).message).toMatch(/fix: add "blocks_en"/);
    expect((failed as Error).message).not.toMatch(STACK_TRACE);
    // The file put back as it was (and the same settings): nothing to do, so nothing of the bad file got in.
    writeFileSync(join(lp.themesDir, 'bijoutiers.json'), original);
    await lp.restart({ FORMULA_ESSENTIEL_PRICE_CENTS: '159000' });
    expect(await themes()).toEqual(before);
    expect((await lp.api('/landing/bijoutiers')).text).toBe(page);
  }, 240_000);

  it('a removed file: the stored theme is kept as it is (deactivate it in the editor)', async () => {
    rmSync(join(lp.themesDir, 'joaillerie-de-noel.html'));
    rmSync(join(lp.themesDir, 'joaillerie-de-noel.json'));
    await lp.restart({ FORMULA_ESSENTIEL_PRICE_CENTS: '159000' });
    expect((await lp.api('/landing/joaillerie-de-noel')).status).toBe(200);
  }, 180_000);
});
