/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';
import { FIELD_TYPES, QUESTION_TYPES } from './card-file-schema.ts';
import { actionResponse } from '../actions/action-responses.ts';

const id = z.string().meta({ format: 'uuid', description: 'UUID' });

/**
 * A card's guide as GET /api/cards/{id} sends it: localized (labels in the reader's language), the
 * format of card-file-schema.ts without its `_en` keys; every field declared (issue 39, item 7).
 */
const guideOption = z.union([z.string(), z.object({ value: z.string(), label: z.string() })]);

const guideField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  help: z.string().optional(),
  placeholder: z.string().optional(),
  options: z.array(guideOption).optional(),
  required: z.boolean().optional(),
  show_if: z.object({ field: z.string(), equals: z.union([z.string(), z.number(), z.boolean()]) }).optional(),
  max_length: z.number().int().optional().describe('text: the limit the guide names (a counter shows)'),
  multiline: z.boolean().optional().describe('text: several lines'),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().optional(),
});

const checklistItem = z.object({
  id: z.string(),
  label: z.string(),
  detail: z.string().optional(),
  requires_proof: z.boolean(),
  after_days: z.number().int().optional().describe('The item opens this many days after the action was started; ticking it earlier → 400 checklist_item_not_yet_open'),
  printable_worksheet: z.boolean().optional(),
  worksheet_section: z.enum(['observation', 'bilan']).optional(),
});

const question = z.object({
  metric: z.string(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(guideOption).optional(),
  unit: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  cadence_jours: z.number().int().optional(),
  depends_on_metric: z.string().optional(),
});

const indicateur = z.object({ metric: z.string(), label: z.string(), unit: z.string().optional() });

const titledText = z.object({ titre: z.string(), texte: z.string() });

const guide = z.object({
  domain: z.string().nullable().describe('The domain the card belongs to (the same as the card’s `domain`); null for none'),
  renseignements: z.object({ fields: z.array(guideField) }),
  checklist: z.array(checklistItem),
  objectif: z.object({ label: z.string().optional(), metric_principale: z.string().optional() }).nullable(),
  mesure: z
    .object({ questions: z.array(question).optional(), indicateurs: z.array(indicateur).optional() })
    .nullable()
    .describe('Questions and indicators of the impact readings (docs/cards.md)'),
});

const uuid = z.string().meta({ format: 'uuid' });
const actionStatus = z.enum(['en_cours', 'validee']).nullable().describe('The caller’s action on it; null: not started');

/** What a card shows in the catalogue and on its page. */
export const cardCoreResponse = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  domain: z.string().nullable(),
  domain_label: z.string().nullable(),
});

export const cardResponse = cardCoreResponse.extend({
  guide,
  comment_faire_par_etape: z.array(titledText),
  exemples_concrets: z.array(titledText),
  action: actionResponse.nullable(),
});

export const cardSummaryResponse = cardCoreResponse.extend({ position: z.number().int(), status: actionStatus });

export const testCardResponse = z.object({ id: uuid, slug: z.string(), title: z.string() });
