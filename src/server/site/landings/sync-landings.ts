/**
 * The deployment step (`npm run landings:sync`, also run by `npm start` and the build): applies the
 * spec's state table for landing themes.
 *
 * | state                              | result                                                   |
 * | file without a stored theme        | created (active, not main; main on a fresh install if the file says so), baked |
 * | theme file content changed         | content from the file overwrites the stored one, baked   |
 * | shared template or section changed | every theme baked again                                  |
 * | unchanged                          | nothing written                                          |
 *
 * "Changed" is decided by content fingerprints (SHA-256), never by file times. Files are read and
 * checked first: any error stops the sync before the database is touched. Then everything happens
 * in one transaction under the landing lock; a theme whose page cannot be rendered keeps its
 * previous content and page (reported), the others are applied.
 */
import { eq } from 'drizzle-orm';
import { landingThemes, type LandingBlockConfig } from '#db/schema/landings.ts';
import type { Database } from '#server/platform/db/client.ts';
import { isThemeBlock } from './blocks.ts';
import { parseSections } from './parse-sections.ts';
import { readSharedParts, rememberSharedParts, themesDir } from './shared-parts.ts';
import { readThemes, type ThemeSource } from './read-themes.ts';
import { LandingSyncError, type Problem } from './problems.ts';
import { storeLandingImage } from './landing-images.ts';
import { announceChange, withLandingLock } from './landing-lock.ts';
import { recordChange, settingsOf } from './theme-history.ts';
import { bakeContext, bakedColumns, failure, imagesFor, isFresh, renderRow, type BakeOutcome, type ThemeRow } from './bake-themes.ts';

export type ContentChange = 'created' | 'updated' | 'unchanged' | 'no_file';

export interface SyncReport {
  themes: { slug: string; content: ContentChange; bake: BakeOutcome['status']; error?: BakeOutcome['error']; notes: string[] }[];
  warnings: Problem[];
  main: string | null;
}

/** Files are valid: everything the database needs from them, or the LandingSyncError to print. */
export async function checkThemeFiles(dir = themesDir()) {
  const shared = readSharedParts(dir);
  const read = await readThemes(dir);
  const problems = [...shared.problems, ...read.problems];
  if (problems.some((p) => p.severity === 'error') || !shared.parts) throw new LandingSyncError(problems);
  return { shared: shared.parts, themes: read.themes, warnings: problems };
}

/**
 * What a file does to a stored theme: the pure half of the state table (tested row by row).
 * `stored` is null for a file without a stored theme.
 */
export function planContent(file: Pick<ThemeSource, 'sourceFingerprint' | 'fileBlocksFingerprint'>, stored: { sourceFingerprint: string; fileBlocksFingerprint: string } | null): { change: ContentChange; takeFileBlocks: boolean } {
  if (!stored) return { change: 'created', takeFileBlocks: true };
  if (stored.sourceFingerprint === file.sourceFingerprint) return { change: 'unchanged', takeFileBlocks: false };
  // The admin's block choices stand unless the file's own blocks_config changed.
  return { change: 'updated', takeFileBlocks: stored.fileBlocksFingerprint !== file.fileBlocksFingerprint };
}

/** A kept admin config loses the blocks the new HTML no longer has (they could not be baked). */
export function keepBlocks(config: LandingBlockConfig, source: Pick<ThemeSource, 'rawHtml' | 'rawHtmlEn'>): { config: LandingBlockConfig; switchedOff: string[] } {
  const fr = new Set(parseSections(source.rawHtml).sections.map((s) => s.id));
  const en = new Set(parseSections(source.rawHtmlEn).sections.map((s) => s.id));
  const switchedOff: string[] = [];
  const blocks = config.blocks.map((b) => {
    if (b.enabled && isThemeBlock(b.id) && (!fr.has(b.id) || !en.has(b.id))) {
      switchedOff.push(b.id);
      return { ...b, enabled: false };
    }
    return b;
  });
  return { config: { blocks }, switchedOff };
}

export async function syncLandings(db: Database, options: { dir?: string } = {}): Promise<SyncReport> {
  const dir = options.dir ?? themesDir();
  const { shared, themes, warnings } = await checkThemeFiles(dir);
  rememberSharedParts(shared, dir);

  // Photos first (idempotent, outside the lock: converting takes time, storing twice is harmless).
  const photoNames = new Map<string, string>();
  for (const theme of themes) {
    if (theme.photoPath) photoNames.set(theme.slug, (await storeLandingImage(db, theme.photoPath, 'theme')).name);
  }

  const notes = new Map<string, string[]>();
  const note = (slug: string, text: string) => notes.set(slug, [...(notes.get(slug) ?? []), text]);
  const ctx = bakeContext(shared);

  // One transaction under the landing lock: content and pages change together, or not at all
  // (a second sync waits here, then finds everything up to date: each theme is baked once).
  const { outcomes, changes } = await withLandingLock(db, async (tx) => {
    const stored = await tx.select().from(landingThemes);
    const bySlug = new Map(stored.map((s) => [s.slug, s]));
    const changes = new Map<string, ContentChange>();
    const freshInstall = stored.length === 0;
    let nextOrdre = Math.max(-1, ...stored.map((s) => s.ordre)) + 1;
    // On a fresh install the main theme comes first in the list.
    const ordered = freshInstall ? [...themes].sort((a, b) => Number(b.mainOnFreshInstall) - Number(a.mainOnFreshInstall)) : themes;
    const candidates: { row: ThemeRow; change: ContentChange }[] = [];
    for (const theme of ordered) {
      const current = bySlug.get(theme.slug) ?? null;
      const plan = planContent(theme, current);
      changes.set(theme.slug, plan.change);
      if (plan.change === 'unchanged') {
        candidates.push({ row: current!, change: 'unchanged' });
        continue;
      }
      let blocksConfig = theme.blocksConfig;
      if (!plan.takeFileBlocks && current) {
        const kept = keepBlocks(current.blocksConfig, theme);
        blocksConfig = kept.config;
        for (const block of kept.switchedOff) note(theme.slug, `${block} switched off: the new files no longer have it`);
      }
      const now = new Date();
      const content = {
        rawHtml: theme.rawHtml,
        rawHtmlEn: theme.rawHtmlEn,
        title: theme.title,
        titleEn: theme.titleEn,
        description: theme.description,
        descriptionEn: theme.descriptionEn,
        imageAlt: theme.imageAlt,
        imageAltEn: theme.imageAltEn,
        palette: theme.palette,
        defaultImage: photoNames.get(theme.slug) ?? null,
        blocksConfig,
        sourceFingerprint: theme.sourceFingerprint,
        fileBlocksFingerprint: theme.fileBlocksFingerprint,
        updatedAt: now,
      };
      const main = plan.change === 'created' && freshInstall && theme.mainOnFreshInstall;
      if (main) note(theme.slug, 'main theme (fresh install)');
      const row: ThemeRow = current
        ? { ...current, ...content }
        : { slug: theme.slug, ...content, imageUrl: null, actif: true, estAccueil: main, ordre: nextOrdre++, htmlContent: null, htmlContentEn: null, htmlBaked: null, htmlBakedEn: null, bakedAt: null, bakedSourceFingerprint: null, bakedSharedFingerprint: null, createdAt: now };
      candidates.push({ row, change: plan.change });
    }
    for (const row of stored) {
      if (!changes.has(row.slug)) {
        changes.set(row.slug, 'no_file');
        candidates.push({ row, change: 'no_file' });
      }
    }

    // Render what is stale, in memory; write content and pages of what rendered.
    const images = await imagesFor(tx, candidates.map((c) => c.row));
    const bakedAt = new Date();
    const outcomes: BakeOutcome[] = [];
    const written: string[] = [];
    for (const { row, change } of candidates) {
      if (change !== 'created' && change !== 'updated' && isFresh(row, ctx)) {
        outcomes.push({ slug: row.slug, status: 'unchanged' });
        continue;
      }
      let pages;
      try {
        pages = renderRow(row, images, ctx);
      } catch (error) {
        // Neither the new content nor a page: the theme stays exactly as it was.
        outcomes.push(failure(row.slug, error));
        if (change === 'created' || change === 'updated') note(row.slug, 'its files were NOT applied');
        continue;
      }
      const baked = bakedColumns(row, pages, ctx, bakedAt);
      if (change === 'created') await tx.insert(landingThemes).values({ ...row, ...baked });
      else await tx.update(landingThemes).set({ ...(change === 'updated' ? row : {}), ...baked }).where(eq(landingThemes.slug, row.slug));
      // The files changed a setting (their own blocks_config, or a block they no longer have): in
      // the theme's history too, so an admin sees why and can go back (decision 029).
      const previous = change === 'updated' ? bySlug.get(row.slug) : undefined;
      if (previous) await recordChange(tx, { slug: row.slug, actor: { id: null, name: 'landings:sync' }, kind: 'sync', before: settingsOf(previous), after: settingsOf(row), at: bakedAt });
      written.push(row.slug);
      outcomes.push({ slug: row.slug, status: 'baked', baked_at: bakedAt.toISOString() });
    }
    if (written.length) await announceChange(tx, written);
    return { outcomes, changes };
  });

  const [main] = await db.select({ slug: landingThemes.slug }).from(landingThemes).where(eq(landingThemes.estAccueil, true));
  return {
    themes: outcomes.map((o) => ({ slug: o.slug, content: changes.get(o.slug) ?? 'unchanged', bake: o.status, error: o.error, notes: notes.get(o.slug) ?? [] })),
    warnings,
    main: main?.slug ?? null,
  };
}

/** The report as printed by `npm run landings:sync` and at start-up. */
export function formatSyncReport(report: SyncReport): string {
  const lines = report.themes.map((t) => {
    const content = { created: 'created', updated: 'content updated from its files', unchanged: 'files unchanged', no_file: 'no file (kept as stored)' }[t.content];
    const bake = t.bake === 'baked' ? 'baked' : t.bake === 'unchanged' ? 'not rebaked (up to date)' : `BAKE FAILED: ${t.error?.code} ${t.error?.message}`;
    return `  ${t.slug}: ${content}; ${bake}${t.notes.length ? ` (${t.notes.join('; ')})` : ''}`;
  });
  const baked = report.themes.filter((t) => t.bake === 'baked').length;
  const failed = report.themes.filter((t) => t.bake === 'failed').length;
  const summary = `landing themes: ${report.themes.length} theme(s), ${baked} baked, ${failed} failed; main: ${report.main ?? 'none (/ is the application home page)'}`;
  const warnings = report.warnings.map((w) => `  warning ${w.code} in ${w.file}${w.line ? `:${w.line}` : ''}: ${w.message} (fix: ${w.fix})`);
  return [summary, ...lines, ...warnings].join('\n');
}
