/**
 * Development-only: a throwaway card with any guide, so API tests can exercise guide shapes
 * (questions, cadences, depends_on_metric, legacy indicateurs) without the real catalogue.
 *
 * The guide is checked like a card file (card-file-schema.ts), with the two relaxations the readers
 * support for cards written before that format (plain metric names in `mesure.indicateurs`, an
 * `objectif` without label): a broken guide (`renseignements.fields: "x"`) used to be stored and
 * then made every route reading the card answer 500. A slug already taken is 409.
 */
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { cards } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';
import { DOMAIN_IDS } from '../levels/domains.ts';
import { checkCrossReferences, guideSchema, METRIC_NAME, type Guide } from './card-file-schema.ts';

const metric = z.string().regex(METRIC_NAME, 'metric names match ^[a-z][a-z0-9_]{0,63}$');
const domain = z.enum(DOMAIN_IDS as [string, ...string[]]).nullable().optional();
const mesure = guideSchema.shape.mesure.unwrap();
const objectif = guideSchema.shape.objectif.unwrap();

const testGuideSchema = guideSchema
  .extend({
    /** Test fixtures put the domain in the guide; it is moved to the card. */
    domain,
    objectif: objectif.extend({ label: objectif.shape.label.optional() }).optional(),
    mesure: mesure
      .extend({ indicateurs: z.array(z.union([metric, mesure.shape.indicateurs.unwrap().element])).max(30).optional() })
      .optional(),
  })
  .superRefine((guide, ctx) => {
    const indicateurs = guide.mesure?.indicateurs?.map((i) => (typeof i === 'string' ? { metric: i, label: i } : i));
    const objectif = guide.objectif ? { label: guide.objectif.label ?? '', ...guide.objectif } : undefined;
    checkCrossReferences({ ...guide, objectif, mesure: guide.mesure && { ...guide.mesure, indicateurs } } as Guide, ctx);
  });

export const testCardInput = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/).optional(),
  title: z.string().trim().min(1).max(200).meta({ pattern: '\\S' }).default('Fiche de test'),
  domain,
  guide: testGuideSchema.default({ renseignements: { fields: [] }, checklist: [] }),
  translations: z.record(z.string(), z.unknown()).default({}),
});

export async function createTestCard(db: DbOrTx, input: z.infer<typeof testCardInput>) {
  const { domain: guideDomain, ...guide } = input.guide;
  try {
    const [card] = await db
      .insert(cards)
      .values({
        slug: input.slug ?? `test-${randomUUID().slice(0, 13)}`,
        title: input.title,
        domain: input.domain ?? guideDomain ?? null,
        guide,
        translations: input.translations,
      })
      .returning({ id: cards.id, slug: cards.slug, title: cards.title });
    return card!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', { details: { reason: 'slug_taken' } });
    throw error;
  }
}
