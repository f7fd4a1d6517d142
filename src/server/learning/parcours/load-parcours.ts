/**
 * Loads `seeds/parcours/*.json` (ordered card slugs) into `parcours`. Parcours hold no
 * user-maintained content, so the file always wins; users' progress lives in user_parcours.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { cards, parcours } from '#db/schema.ts';
import { CatalogueError, readSeedFiles } from '../cards/read-seed-files.ts';
import { logger } from '#server/platform/log.ts';

export const DEFAULT_PARCOURS_DIR = resolve(process.env.ATELIER_ROOT ?? process.cwd(), 'seeds/parcours');

const parcoursFile = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100),
  position: z.number().int().min(0),
  title: z.string().trim().min(1).max(200),
  title_en: z.string().max(200).optional(),
  description: z.string().max(4000).default(''),
  description_en: z.string().max(4000).optional(),
  cards: z.array(z.string().min(1)).min(1).max(100),
});

export async function loadParcours(db: DbOrTx, dir: string = DEFAULT_PARCOURS_DIR): Promise<number> {
  if (!existsSync(dir)) return 0;
  const rows = readSeedFiles(dir, parcoursFile, 'parcours').map(({ path, data }) => {
    if (new Set(data.cards).size !== data.cards.length) {
      throw new CatalogueError(`${path}: cards: a card appears twice`);
    }
    return data;
  });
  const known = new Set((await db.select({ slug: cards.slug }).from(cards)).map((c) => c.slug));
  for (const p of rows) {
    const missing = p.cards.filter((slug) => !known.has(slug));
    if (missing.length > 0) throw new CatalogueError(`parcours ${p.id}: cards: unknown card slugs ${missing.join(', ')}`);
    const translations: Record<string, unknown> = {};
    if (p.title_en || p.description_en) {
      translations.en = { title: p.title_en ?? p.title, description: p.description_en ?? p.description };
    }
    const values = { id: p.id, title: p.title, description: p.description, translations, cardSlugs: p.cards, position: p.position };
    await db
      .insert(parcours)
      .values(values)
      .onConflictDoUpdate({
        target: parcours.id,
        set: { ...values, updatedAt: sql`now()` },
      });
  }
  logger.info(`parcours: ${rows.length} loaded`);
  return rows.length;
}
