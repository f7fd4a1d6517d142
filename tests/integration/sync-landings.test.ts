/**
 * The deployment step against a real database (its own: PGlite in memory, or a scratch PostgreSQL
 * database when DATABASE_URL is set): every row of the spec's state table, the database left
 * untouched by a bad file, and a failed theme keeping its previous page.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'atelier-sync-test-'));

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { landingImages, landingThemeHistory, landingThemes } from '#db/schema/landings.ts';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { cloneTheme, copyThemes, editFile, editJson } from '../support/themes-dir.ts';
import { syncLandings } from '#server/site/landings/sync-landings.ts';
import { LandingSyncError } from '#server/site/landings/problems.ts';
import { bakeContext, bakeThemes } from '#server/site/landings/bake-themes.ts';
import { readSharedParts } from '#server/site/landings/shared-parts.ts';
import { env } from '#src/env.ts';

let scratch: ScratchDatabase;
let dir: string;
beforeEach(async () => {
  scratch = await scratchDatabase();
  dir = copyThemes();
});
afterEach(async () => {
  await scratch.close();
});

const rows = () => scratch.db.select().from(landingThemes).orderBy(landingThemes.slug);
const row = async (slug: string) => (await scratch.db.select().from(landingThemes).where(eq(landingThemes.slug, slug)))[0]!;
const statuses = (report: Awaited<ReturnType<typeof syncLandings>>) => Object.fromEntries(report.themes.map((t) => [t.slug, `${t.content}/${t.bake}`]));

describe('landings:sync applies the state table', () => {
  it('fresh install: every file becomes an active theme, the one marked main is main, all baked', async () => {
    const report = await syncLandings(scratch.db, { dir });
    expect(statuses(report)).toEqual({ ceramistes: 'created/baked', bijoutiers: 'created/baked', maroquiniers: 'created/baked', 'salon-createurs': 'created/baked' });
    expect(report.main).toBe('ceramistes');
    const stored = await rows();
    expect(stored.map((r) => [r.slug, r.actif, r.estAccueil])).toEqual([
      ['bijoutiers', true, false],
      ['ceramistes', true, true],
      ['maroquiniers', true, false],
      ['salon-createurs', true, false],
    ]);
    const ceramistes = stored.find((r) => r.slug === 'ceramistes')!;
    expect(ceramistes.ordre).toBe(0);
    const base = env().PUBLIC_URL;
    for (const [html, lang, path] of [[ceramistes.htmlBaked!, 'fr', '/landing/ceramistes'], [ceramistes.htmlBakedEn!, 'en', '/en/landing/ceramistes']] as const) {
      expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang}">`));
      expect(html).toContain(`<link rel="canonical" href="${base}${path}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${base}/landing/ceramistes">`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base}/en/landing/ceramistes">`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
      expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/landing-assets\/[a-f0-9]{32}\.webp">/);
      expect(html).toContain('#block-titre{order:1}');
      expect(html).toContain(lang === 'fr' ? '1\u202f490\u00a0€\u00a0TTC' : '€1,490 incl. VAT'); // formula prices from the settings, with the tax mention
      expect(html).toContain(lang === 'fr' ? 'href="/candidature?source=ceramistes"' : 'href="/en/candidature?source=ceramistes"'); // the funnel's source
      expect(html).not.toContain('{{');
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
    }
    expect(ceramistes.htmlContent).toMatch(/^<div class="lp-blocks">/);
    expect(ceramistes.htmlContent).not.toContain('<html');
    // The disabled shared block of the salon theme is hidden by the generated styling.
    expect((await row('salon-createurs')).htmlBaked).toContain('#block-temoignages{display:none}');
    expect(await scratch.db.select().from(landingImages)).toHaveLength(4);
  });

  it('unchanged files: nothing rewritten', async () => {
    await syncLandings(scratch.db, { dir });
    const before = await rows();
    const report = await syncLandings(scratch.db, { dir });
    expect(Object.values(statuses(report))).toEqual(['unchanged/unchanged', 'unchanged/unchanged', 'unchanged/unchanged', 'unchanged/unchanged']);
    expect(await rows()).toEqual(before);
  });

  it('changed theme file: its content overwrites the stored one and only it is baked again', async () => {
    await syncLandings(scratch.db, { dir });
    const before = await row('maroquiniers');
    // An admin's block choice and status, which the file change must not undo.
    await scratch.db.update(landingThemes).set({ blocksConfig: { blocks: [{ id: 'block-titre', enabled: true }, { id: 'block-cta', enabled: true }] }, actif: false }).where(eq(landingThemes.slug, 'bijoutiers'));
    editJson(dir, 'bijoutiers.json', (j) => { j.title = 'Bijoux : vos créations, enfin au juste prix'; });
    editFile(dir, 'bijoutiers.html', (t) => t.replace('Des bijoux qu’on remarque', 'Des bijoux que l’on remarque'));
    const report = await syncLandings(scratch.db, { dir });
    expect(statuses(report)).toMatchObject({ bijoutiers: 'updated/baked', ceramistes: 'unchanged/unchanged', maroquiniers: 'unchanged/unchanged' });
    const after = await row('bijoutiers');
    expect(after.title).toBe('Bijoux : vos créations, enfin au juste prix');
    expect(after.htmlBaked).toContain('<title>Bijoux\u00a0: vos créations, enfin au juste prix</title>'); // French spacing at bake
    expect(after.htmlBaked).toContain('Des bijoux que l’on remarque');
    expect(after.blocksConfig.blocks.map((b) => b.id)).toEqual(['block-titre', 'block-cta']);
    expect(after.actif).toBe(false);
    expect(await row('maroquiniers')).toEqual(before);
  });

  it('a changed blocks_config in the file replaces the stored one', async () => {
    await syncLandings(scratch.db, { dir });
    await scratch.db.update(landingThemes).set({ blocksConfig: { blocks: [{ id: 'block-titre', enabled: true }] } }).where(eq(landingThemes.slug, 'bijoutiers'));
    editJson(dir, 'bijoutiers.json', (j) => { j.blocks_config.blocks.reverse(); });
    await syncLandings(scratch.db, { dir });
    expect((await row('bijoutiers')).blocksConfig.blocks[0]!.id).toBe('block-cta');
    expect((await row('bijoutiers')).htmlBaked).toContain('#block-cta{order:1}');
    // In the theme's history, as the files' doing (decision 029); the unchanged themes have none.
    const history = await scratch.db.select().from(landingThemeHistory);
    expect(history.map((h) => [h.slug, h.kind, h.actorName, h.before.blocks_config.blocks.length, h.after.blocks_config.blocks[0]!.id])).toEqual([['bijoutiers', 'sync', 'landings:sync', 1, 'block-cta']]);
  });

  it('a new file: created active, not main (the install is no longer fresh)', async () => {
    await syncLandings(scratch.db, { dir });
    cloneTheme(dir, 'ceramistes', 'potiers-du-sud');
    const report = await syncLandings(scratch.db, { dir });
    expect(statuses(report)['potiers-du-sud']).toBe('created/baked');
    expect(Object.values(statuses(report)).filter((s) => s.endsWith('/baked'))).toHaveLength(1);
    const created = await row('potiers-du-sud');
    expect([created.actif, created.estAccueil, created.ordre]).toEqual([true, false, 4]);
  });

  it('a main theme turned off stays off: a later sync never picks a main again', async () => {
    await syncLandings(scratch.db, { dir });
    await scratch.db.update(landingThemes).set({ estAccueil: false });
    editJson(dir, 'ceramistes.json', (j) => { j.description = `${j.description} Sans engagement de durée.`.slice(0, 160); });
    const report = await syncLandings(scratch.db, { dir });
    expect(report.main).toBeNull();
  });

  it('a shared part changed: every theme is baked again', async () => {
    await syncLandings(scratch.db, { dir });
    editFile(dir, '_shared/block-temoignages.html', (t) => t.replace('Trois situations', 'Trois histoires'));
    const report = await syncLandings(scratch.db, { dir });
    expect(Object.values(statuses(report))).toEqual(['unchanged/baked', 'unchanged/baked', 'unchanged/baked', 'unchanged/baked']);
    expect((await row('bijoutiers')).htmlBaked).toContain('Trois histoires');
  });

  it('a setting the pages show changed (a formula price): every theme is baked again', async () => {
    await syncLandings(scratch.db, { dir });
    const shared = readSharedParts(dir).parts!;
    const ctx = bakeContext(shared, { ...env(), FORMULA_PREMIUM_PRICE_CENTS: 350_000 });
    expect(ctx.fingerprint).not.toBe(bakeContext(shared).fingerprint);
    const outcomes = await bakeThemes(scratch.db, { onlyStale: true, ctx });
    expect(outcomes.map((o) => o.status)).toEqual(['baked', 'baked', 'baked', 'baked']);
    expect((await row('ceramistes')).htmlBaked).toContain('3\u202f500\u00a0€');
  });

  it('a bad file stops the sync with its code and fix, and the database is left untouched', async () => {
    await syncLandings(scratch.db, { dir });
    const snapshot = JSON.stringify([await rows(), await scratch.db.select().from(landingImages)]);
    cloneTheme(dir, 'ceramistes', 'nouveau-theme');
    editJson(dir, 'bijoutiers.json', (j) => { j.title = 'Un autre titre, valide'; });
    editJson(dir, 'maroquiniers.json', (j) => { j.blocks_config.blocks.push({ id: 'block-galerie', enabled: true }); });
    const error = await syncLandings(scratch.db, { dir }).catch((e) => e);
    expect(error).toBeInstanceOf(LandingSyncError);
    expect(error.message).toMatch(/error unknown_block_id in maroquiniers\.json:\d+\n.*block-galerie.*\n\s+fix: /);
    expect(error.message).toContain('nothing was changed in the database');
    expect(JSON.stringify([await rows(), await scratch.db.select().from(landingImages)])).toBe(snapshot);
  });
});

describe('atomic bakes', () => {
  it('one theme of many fails: the others are baked, it keeps its previous bytes and baked_at', async () => {
    await syncLandings(scratch.db, { dir });
    // A stored theme whose image is gone (e.g. restored from an old backup): it cannot be baked.
    await scratch.db.update(landingThemes).set({ imageUrl: '/landing-assets/0123456789abcdef0123456789abcdef.webp' }).where(eq(landingThemes.slug, 'maroquiniers'));
    const before = await row('maroquiniers');
    editFile(dir, '_shared/landing.css', (t) => `${t}\n.lp-new-rule{color:inherit}`);
    const report = await syncLandings(scratch.db, { dir });
    expect(statuses(report)).toEqual({ ceramistes: 'unchanged/baked', bijoutiers: 'unchanged/baked', maroquiniers: 'unchanged/failed', 'salon-createurs': 'unchanged/baked' });
    expect(report.themes.find((t) => t.slug === 'maroquiniers')!.error!.code).toBe('image_not_found');
    const after = await row('maroquiniers');
    expect([after.htmlBaked, after.htmlBakedEn, after.htmlContent, after.bakedAt]).toEqual([before.htmlBaked, before.htmlBakedEn, before.htmlContent, before.bakedAt]);
    expect(after.htmlBaked).not.toContain('.lp-new-rule');
    expect((await row('bijoutiers')).htmlBaked).toContain('.lp-new-rule');
  });

  it('two syncs at once bake each theme once', async () => {
    const [a, b] = await Promise.all([syncLandings(scratch.db, { dir }), syncLandings(scratch.db, { dir })]);
    const baked = [...a.themes, ...b.themes].filter((t) => t.bake === 'baked').map((t) => t.slug).sort();
    expect(baked).toEqual(['bijoutiers', 'ceramistes', 'maroquiniers', 'salon-createurs']);
  });

  it('bakes 100 themes (the bench measures the time; here: all complete and correct)', async () => {
    for (let i = 0; i < 96; i++) cloneTheme(dir, ['ceramistes', 'bijoutiers', 'maroquiniers', 'salon-createurs'][i % 4]!, `campagne-${String(i).padStart(3, '0')}`);
    await syncLandings(scratch.db, { dir });
    const shared = readSharedParts(dir).parts!;
    const started = performance.now();
    const outcomes = await bakeThemes(scratch.db, { ctx: bakeContext(shared) });
    const ms = performance.now() - started;
    console.log(`baked ${outcomes.length} themes in ${ms.toFixed(0)} ms (${scratch.url ? 'PostgreSQL' : 'PGlite'})`);
    expect(outcomes.filter((o) => o.status === 'baked')).toHaveLength(100);
    const [check] = await scratch.db.execute(sql`select count(*)::int as complete from landing_themes where html_baked like '%</html>%' and html_baked_en like '%</html>%'`).then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { complete: number }[]);
    expect(check!.complete).toBe(100);
  });
});
