/**
 * Development-only: a throwaway card with any guide, so API tests can exercise guide shapes
 * (questions, cadences, depends_on_metric, legacy indicateurs) without the real catalogue.
 */
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';
import { cards } from '../../../db/schema.ts';

export const testCardInput = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/).optional(),
  title: z.string().min(1).max(200).default('Fiche de test'),
  guide: z.record(z.string(), z.unknown()).default({}),
  translations: z.record(z.string(), z.unknown()).default({}),
});

export async function createTestCard(db: DbOrTx, input: z.infer<typeof testCardInput>) {
  const guide = input.guide;
  const [card] = await db
    .insert(cards)
    .values({
      slug: input.slug ?? `test-${randomUUID().slice(0, 13)}`,
      title: input.title,
      domain: typeof guide.domain === 'string' ? guide.domain : null,
      guide,
      translations: input.translations,
    })
    .returning({ id: cards.id, slug: cards.slug, title: cards.title });
  return card!;
}
