/**
 * Loads `seeds/cards/*.json` into `cards` (at every start and by `npm run seed:cards`).
 * Every file is validated first: one broken file stops the load before anything is written.
 * Cards are updated in place by slug; `comment_faire_par_etape` and `exemples_concrets` are
 * maintained separately, so the file only fills them when the card is new or they are null.
 * Unchanged cards are skipped (one read of the table, then one upsert per changed card).
 */
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { cards } from '#db/schema.ts';
import { cardFileSchema, type CardFile } from './card-file-schema.ts';
import { CatalogueError, readSeedFiles } from './read-seed-files.ts';
import { logger } from '#server/platform/log.ts';

export { CatalogueError };

export const DEFAULT_CARDS_DIR = resolve(process.env.ATELIER_ROOT ?? process.cwd(), 'seeds/cards');

export interface LoadResult {
  files: number;
  inserted: number;
  updated: number;
  unchanged: number;
  orphans: string[];
}

/** Reads and validates every card file of `dir`; throws CatalogueError naming file and path. */
export function readCatalogue(dir: string): CardFile[] {
  return readSeedFiles(dir, cardFileSchema, 'card').map(({ file, path, data }) => {
    if (`${data.slug}.json` !== file) {
      throw new CatalogueError(`${path}: slug: must match the file name (found "${data.slug}")`);
    }
    return data;
  });
}

/** The stored columns a file decides (everything except the two enrichment columns). */
function rowFor(card: CardFile) {
  const translations: Record<string, unknown> = {};
  if (card.title_en || card.summary_en) {
    translations.en = { title: card.title_en ?? card.title, summary: card.summary_en ?? card.summary };
  }
  return {
    slug: card.slug,
    domain: card.domain ?? null,
    title: card.title,
    summary: card.summary,
    position: card.position,
    // The spec attaches a card to its domain through `guide.domain`: keep both in step.
    guide: { domain: card.domain ?? null, ...card.guide } as Record<string, unknown>,
    translations,
  };
}

/** JSON with sorted keys: jsonb does not keep key order, so compare canonical forms. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export async function loadCatalogue(db: DbOrTx, dir: string = DEFAULT_CARDS_DIR): Promise<LoadResult> {
  const files = readCatalogue(dir);
  const existing = await db
    .select({
      slug: cards.slug,
      domain: cards.domain,
      title: cards.title,
      summary: cards.summary,
      position: cards.position,
      guide: cards.guide,
      translations: cards.translations,
      hasSteps: sql<boolean>`${cards.commentFaireParEtape} is not null`,
      hasExamples: sql<boolean>`${cards.exemplesConcrets} is not null`,
    })
    .from(cards);
  const bySlug = new Map(existing.map((row) => [row.slug, row]));
  const result: LoadResult = { files: files.length, inserted: 0, updated: 0, unchanged: 0, orphans: [] };

  for (const card of files) {
    const row = rowFor(card);
    const steps = card.comment_faire_par_etape ?? null;
    const examples = card.exemples_concrets ?? null;
    const stored = bySlug.get(card.slug);
    if (stored) {
      const { hasSteps, hasExamples, ...storedRow } = stored;
      const sameContent = canonical(storedRow) === canonical(row);
      const fillsEnrichment = (!hasSteps && steps !== null) || (!hasExamples && examples !== null);
      if (sameContent && !fillsEnrichment) {
        result.unchanged++;
        continue;
      }
    }
    await db
      .insert(cards)
      .values({ ...row, commentFaireParEtape: steps, exemplesConcrets: examples })
      .onConflictDoUpdate({
        target: cards.slug,
        set: {
          domain: row.domain,
          title: row.title,
          summary: row.summary,
          position: row.position,
          guide: row.guide,
          translations: row.translations,
          commentFaireParEtape: sql`coalesce(${cards.commentFaireParEtape}, excluded.comment_faire_par_etape)`,
          exemplesConcrets: sql`coalesce(${cards.exemplesConcrets}, excluded.exemples_concrets)`,
          updatedAt: sql`now()`,
        },
      });
    if (stored) result.updated++;
    else result.inserted++;
  }

  const inFiles = new Set(files.map((c) => c.slug));
  result.orphans = existing.map((r) => r.slug).filter((slug) => !inFiles.has(slug));
  if (result.orphans.length > 0) {
    // Never delete: actions and readings of users hang on these cards.
    logger.warn(`cards in the database but not in ${dir} (kept): ${result.orphans.join(', ')}`);
  }
  logger.info(`card catalogue: ${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged`);
  return result;
}
