/**
 * Publishing to a directory against a real database (PGlite in memory or a scratch PostgreSQL):
 * what a run writes, leaves alone, rewrites and removes. The nginx and S3 sides, with real
 * servers, are in tests/api/landings-publish.test.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'atelier-publish-test-'));

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { landingThemes } from '#db/schema/landings.ts';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { copyThemes } from '../support/themes-dir.ts';
import { syncLandings } from '#server/site/landings/sync-landings.ts';
import { publishTo } from '#server/site/landings/publish/publish-landings.ts';
import { DirectoryTarget, MANIFEST_KEY } from '#server/site/landings/publish/publish-targets.ts';
import { withCspMeta } from '#server/site/landings/publish/published-files.ts';

let scratch: ScratchDatabase;
let out: string;
beforeEach(async () => {
  scratch = await scratchDatabase();
  await syncLandings(scratch.db, { dir: copyThemes() });
  out = mkdtempSync(join(tmpdir(), 'atelier-published-unit-'));
});
afterEach(async () => {
  await scratch.close();
  rmSync(out, { recursive: true, force: true });
});

const publish = () => publishTo(scratch.db, new DirectoryTarget(out));

describe('publishing to a directory', () => {
  it('writes everything once, then nothing; a file deleted by hand is written again', async () => {
    const first = await publish();
    expect(first.written.length).toBe(first.files);
    expect(first.written).toEqual(expect.arrayContaining(['index.html', 'index.html.br', 'index.html.gz', 'landing/bijoutiers/index.html', 'en/landing/maroquiniers/index.html']));
    // Assets before pages: a visitor mid-run never gets a page naming a missing image.
    const firstPage = first.written.findIndex((k) => k.endsWith('.html'));
    expect(first.written.slice(firstPage).some((k) => k.startsWith('landing-assets/'))).toBe(false);
    expect(await publish()).toMatchObject({ written: [], removed: [], unchanged: first.files });

    rmSync(join(out, 'landing/bijoutiers/index.html.gz'));
    expect((await publish()).written).toEqual(['landing/bijoutiers/index.html.gz']);
  });

  it('removes only what it published: an inactive theme goes, a stranger’s file stays', async () => {
    await publish();
    writeFileSync(join(out, 'robots.txt'), 'User-agent: *\n');
    await scratch.db.update(landingThemes).set({ actif: false }).where(eq(landingThemes.slug, 'maroquiniers'));
    const run = await publish();
    expect(run.written).toEqual([]);
    expect(run.removed.sort()).toEqual(expect.arrayContaining(['landing/maroquiniers/index.html', 'en/landing/maroquiniers/index.html.br']));
    expect(existsSync(join(out, 'landing/maroquiniers'))).toBe(false); // no empty folder left to answer 403
    expect(existsSync(join(out, 'robots.txt'))).toBe(true);
    expect(Object.keys(JSON.parse(readFileSync(join(out, MANIFEST_KEY), 'utf8')).files).some((k) => k.includes('maroquiniers'))).toBe(false);
  });

  it('no main theme: no index.html, so the static server hands / to the app', async () => {
    await scratch.db.update(landingThemes).set({ estAccueil: false }).where(eq(landingThemes.slug, 'ceramistes'));
    const run = await publish();
    expect(run.written).not.toContain('index.html');
    expect(existsSync(join(out, 'index.html'))).toBe(false);
    expect(existsSync(join(out, 'landing/ceramistes/index.html'))).toBe(true);
  });

  it('writes files nginx can read (0644, folders 0755) under the unit’s UMask=0027', async () => {
    const before = process.umask(0o027);
    try {
      await new DirectoryTarget(out).put({ key: 'landing/umask-test/index.html', body: Buffer.from('<p>x</p>'), contentType: 'text/html', cacheControl: 'no-cache' });
    } finally {
      process.umask(before);
    }
    expect(statSync(join(out, 'landing/umask-test/index.html')).mode & 0o777).toBe(0o644);
    expect(statSync(join(out, 'landing/umask-test')).mode & 0o777).toBe(0o755);
    expect(statSync(join(out, 'landing')).mode & 0o777).toBe(0o755);
  });

  it('refuses a key outside the directory', async () => {
    await expect(new DirectoryTarget(out).put({ key: '../escape.html', body: Buffer.from('x'), contentType: 'text/html', cacheControl: 'no-cache' })).rejects.toThrow(/outside/);
  });

  it('the CSP meta tag comes right after <meta charset>, before the stylesheet it allows', () => {
    const html = withCspMeta('<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<style>a{}</style>\n</head></html>');
    expect(html).toMatch(/<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="[^"]*style-src 'self' 'sha256-[^']+'[^"]*">\n<style>/);
    expect(html).not.toContain('frame-ancestors');
  });
});
