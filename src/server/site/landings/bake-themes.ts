/**
 * Baking stored themes and writing the result.
 *
 * A bake run is one transaction under the landing lock (per chunk of 100 themes): every theme is
 * rendered in memory first, then the pages that rendered are written, then the transaction commits.
 * A reader therefore sees the old pages or the new ones, never a page half written and never the
 * run half applied — also when the process is killed mid-bake (PostgreSQL rolls the transaction
 * back). A theme that fails to render is left out of the write: it keeps its previous bytes and
 * baked_at, and the run reports it; the others are baked.
 */
import { createHash } from 'node:crypto';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { landingImages, landingThemes } from '#db/schema/landings.ts';
import type { Database, DbOrTx, Transaction } from '#server/platform/db/client.ts';
import { env, type Env } from '#src/env.ts';
import { formulaPresentations } from '#server/money/formulas/formulas.ts';
import { announceChange, withLandingLock } from './landing-lock.ts';
import { BakeError, bakeTheme, type BakeContext, type LandingImage, type BakedPage } from './render-page.ts';
import { sharedParts, type SharedParts } from './shared-parts.ts';
import { logger } from '#server/platform/log.ts';
import type { Lang } from '#i18n/lang.ts';

/**
 * Bump when the baking code changes what it writes: every theme is then baked again at the next
 * sync. 3: French spacing before a closing tag (« ans ;</li> », issue 39).
 */
export const BAKE_FORMAT = 3;
export const BAKE_CHUNK = 100;

export type ThemeRow = typeof landingThemes.$inferSelect;
/** What a bake reads of a row: everything but the generated HTML (large, and about to be replaced). */
export type BakeSourceRow = Omit<ThemeRow, 'htmlBaked' | 'htmlBakedEn' | 'htmlContent' | 'htmlContentEn'> & { hasPages: boolean };

const { htmlBaked: _b, htmlBakedEn: _be, htmlContent: _c, htmlContentEn: _ce, ...sourceColumns } = getTableColumns(landingThemes);
const bakeSourceColumns = { ...sourceColumns, hasPages: sql<boolean>`(${landingThemes.htmlBaked} is not null)` };
export type FullContext = BakeContext & { fingerprint: string };

export interface BakeOutcome {
  slug: string;
  status: 'baked' | 'unchanged' | 'failed';
  baked_at?: string;
  error?: { code: string; message: string };
}

export function bakeContext(shared: SharedParts = sharedParts(), settings: Env = env()): FullContext {
  const priced = formulaPresentations(settings);
  // Everything a bake reads besides the theme row: a change of any of it bakes every theme again.
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ format: BAKE_FORMAT, shared: shared.fingerprint, publicUrl: settings.PUBLIC_URL, formulas: priced }))
    .digest('hex');
  return { shared, publicUrl: settings.PUBLIC_URL, formulas: priced, fingerprint };
}

export const IMAGE_URL_PATTERN = /^\/landing-assets\/([a-f0-9]{32}\.webp)$/;

/** The image a theme shows: the uploaded one, else the photo of its files. */
export function imageNameOf(row: Pick<ThemeRow, 'imageUrl' | 'defaultImage'>): string | null {
  if (row.imageUrl) return IMAGE_URL_PATTERN.exec(row.imageUrl)?.[1] ?? null;
  return row.defaultImage;
}

export async function imagesFor(db: DbOrTx, rows: Pick<ThemeRow, 'imageUrl' | 'defaultImage'>[]): Promise<Map<string, LandingImage>> {
  const names = [...new Set(rows.map(imageNameOf).filter((n): n is string => Boolean(n)))];
  const found = names.length ? await db.select().from(landingImages).where(inArray(landingImages.name, names)) : [];
  return new Map(found.map((i) => [i.name, { name: i.name, width: i.width, height: i.height, smallName: i.smallName, smallWidth: i.smallWidth, ...(i.source === 'upload' ? { alt: i.alt, altEn: i.altEn } : {}) }]));
}

/** Renders one row in memory (no write); throws BakeError when it cannot be baked. */
export function renderRow(row: Omit<BakeSourceRow, 'hasPages'>, images: Map<string, LandingImage>, ctx: FullContext): Record<Lang, BakedPage> {
  const name = imageNameOf(row);
  const image = name ? (images.get(name) ?? null) : null;
  if ((row.imageUrl || row.defaultImage) && !image) throw new BakeError('image_not_found', `${row.slug}: its image ${row.imageUrl ?? row.defaultImage} is not in landing_images`);
  // An uploaded photo brings its own description; the theme's photo is described by the theme's files.
  const shown = image && !row.imageUrl ? { ...image, alt: undefined, altEn: undefined } : image;
  return bakeTheme({ ...row, image: shown }, ctx);
}

/** The columns a bake writes (and the fingerprints it was made from). */
export function bakedColumns(row: Pick<ThemeRow, 'sourceFingerprint'>, pages: Record<Lang, BakedPage>, ctx: FullContext, bakedAt: Date) {
  return {
    htmlContent: pages.fr.fragment,
    htmlContentEn: pages.en.fragment,
    htmlBaked: pages.fr.document,
    htmlBakedEn: pages.en.document,
    bakedAt,
    bakedSourceFingerprint: row.sourceFingerprint,
    bakedSharedFingerprint: ctx.fingerprint,
  };
}

export function isFresh(row: Pick<ThemeRow, 'bakedSourceFingerprint' | 'sourceFingerprint' | 'bakedSharedFingerprint'> & ({ htmlBaked: string | null } | { hasPages: boolean }), ctx: FullContext): boolean {
  const hasPages = 'hasPages' in row ? row.hasPages : row.htmlBaked !== null;
  return hasPages && row.bakedSourceFingerprint === row.sourceFingerprint && row.bakedSharedFingerprint === ctx.fingerprint;
}

export function failure(slug: string, error: unknown): BakeOutcome {
  if (!(error instanceof BakeError)) logger.error(`landing ${slug}: bake failed`, error);
  return { slug, status: 'failed', error: { code: error instanceof BakeError ? error.code : 'bake_failed', message: (error as Error).message } };
}

/**
 * Bakes rows inside the caller's locked transaction: renders all, writes those that rendered,
 * announces them. One timestamp for the whole run.
 */
export async function bakeRows(tx: Transaction, rows: BakeSourceRow[], ctx: FullContext): Promise<BakeOutcome[]> {
  const images = await imagesFor(tx, rows);
  const bakedAt = new Date();
  const outcomes: BakeOutcome[] = [];
  const written: string[] = [];
  for (const row of rows) {
    let pages: Record<Lang, BakedPage>;
    try {
      pages = renderRow(row, images, ctx);
    } catch (error) {
      outcomes.push(failure(row.slug, error));
      continue;
    }
    await tx.update(landingThemes).set(bakedColumns(row, pages, ctx, bakedAt)).where(eq(landingThemes.slug, row.slug));
    written.push(row.slug);
    outcomes.push({ slug: row.slug, status: 'baked', baked_at: bakedAt.toISOString() });
  }
  if (written.length) await announceChange(tx, written);
  return outcomes;
}

/**
 * Bakes the stored themes (all by default). `onlyStale`: skip a theme whose stored bake was made
 * from its current content and shared parts (the sync); without it every theme is baked
 * (rebake-all). Rows are read under the lock, so a concurrent run or admin change is never undone.
 */
export async function bakeThemes(db: Database, options: { slugs?: string[]; onlyStale?: boolean; ctx?: FullContext } = {}): Promise<BakeOutcome[]> {
  const ctx = options.ctx ?? bakeContext();
  const slugs = options.slugs ?? (await db.select({ slug: landingThemes.slug }).from(landingThemes).orderBy(landingThemes.ordre, landingThemes.slug)).map((r) => r.slug);
  const outcomes: BakeOutcome[] = [];
  for (let start = 0; start < slugs.length; start += BAKE_CHUNK) {
    const chunk = slugs.slice(start, start + BAKE_CHUNK);
    outcomes.push(
      ...(await withLandingLock(db, async (tx) => {
        const rows = await tx.select(bakeSourceColumns).from(landingThemes).where(inArray(landingThemes.slug, chunk));
        const bySlug = new Map(rows.map((r) => [r.slug, r]));
        const missing: BakeOutcome[] = chunk.filter((s) => !bySlug.has(s)).map((slug) => ({ slug, status: 'failed', error: { code: 'landing_theme_not_found', message: `${slug} no longer exists` } }));
        const ordered = chunk.map((s) => bySlug.get(s)).filter((r): r is BakeSourceRow => Boolean(r));
        const stale = options.onlyStale ? ordered.filter((r) => !isFresh(r, ctx)) : ordered;
        const baked = await bakeRows(tx, stale, ctx);
        const unchanged: BakeOutcome[] = ordered.filter((r) => !stale.includes(r)).map((r) => ({ slug: r.slug, status: 'unchanged' }));
        const all = [...baked, ...unchanged, ...missing];
        return chunk.map((slug) => all.find((o) => o.slug === slug)!);
      })),
    );
  }
  return outcomes;
}
