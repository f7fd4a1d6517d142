/**
 * Response bodies as the API sends them, for /api/openapi.json. Top-level objects are closed (a
 * field added or renamed without updating this file fails the API tests, which validate every
 * response they receive against the document); nested structures whose shape belongs to content
 * (card guides, answers, theme blocks) are described as open objects.
 */
import { z } from 'zod';
import { VERIFY_REASONS } from '../collaboration/verify-contract.ts';
import { FIELD_TYPES } from '../cards/card-file-schema.ts';

const id = z.string().meta({ format: 'uuid', description: 'UUID' });
const dateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601 date-time' });
const open = z.looseObject({});
const lang = z.enum(['fr', 'en']);

export const anyObject = open;
export const anyArray = z.array(z.unknown());
export const okTrue = z.object({ ok: z.literal(true) });
export const magicLinkSent = okTrue;
export const unsubscribed = z.object({ unsubscribed: z.literal(true) });
export const withId = z.looseObject({ id });

/** decision 005: the one error body (every 4xx and 5xx answered as JSON). */
export const errorBody = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .meta({ id: 'Error' });

const build = z.object({ builtAt: z.string(), commit: z.string(), version: z.string() });
export const health = z.object({ ok: z.literal(true), build });
export const live = z.object({ ok: z.literal(true), uptime_s: z.number().int() });
export const ready = z.object({ ready: z.literal(true), migrations: z.number().int(), storage: z.enum(['local', 's3']), build });
export const openapiDocument = z.looseObject({ openapi: z.string(), info: open, paths: open });

export const user = z
  .object({
    id,
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string().nullable(),
    lang,
    is_test_account: z.boolean(),
  })
  .meta({ id: 'User' });
export const signedIn = z.object({ token: z.string().describe('Bearer token (also set as the session cookie)'), user });

export const profile = z
  .object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    brand: z.string(),
    trade: z.string(),
    bio: z.string(),
    city: z.string(),
    phone: z.string(),
    website: z.string(),
    gallery: z.array(z.string()),
    portfolio_links: z.array(z.string()),
    updated_at: dateTime,
  })
  .meta({ id: 'Profile' });

export const levels = z.object({
  user_id: id,
  xp_total: z.number().int(),
  domains: z.array(
    z.object({
      domain: z.string(),
      label: z.string(),
      xp: z.number().int(),
      level: z.number().int(),
      progress: z.number(),
      xp_to_next: z.number().int(),
      next_floor: z.number().int(),
    }),
  ),
});

export const action = z
  .object({
    id,
    card_id: id,
    card_slug: z.string(),
    card_title: z.string(),
    domain: z.string().nullable(),
    status: z.enum(['en_cours', 'validee']),
    data: open.describe('Answers by field id'),
    checklist: z.record(z.string(), z.boolean()),
    created_at: dateTime,
    updated_at: dateTime,
    validated_at: dateTime.nullable(),
  })
  .meta({ id: 'Action' });
const levelUp = z.object({ domain: z.string(), label: z.string(), level: z.number().int() });
export const savedAction = action.extend({ level_up: levelUp.nullable().describe('Set when validating raised a domain level') });

/** What a card shows in the catalogue and on its page. */
export const cardCore = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  domain: z.string().nullable(),
  domain_label: z.string().nullable(),
});

/** A card's guide as GET /api/cards/{id} sends it: localized (labels in the reader's language). */
const guideOption = z.union([z.string(), z.object({ value: z.string(), label: z.string() })]);
const guideField = z.looseObject({
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
const checklistItem = z.looseObject({
  id: z.string(),
  label: z.string(),
  detail: z.string().optional(),
  requires_proof: z.boolean(),
  after_days: z.number().int().optional().describe('The item opens this many days after the action was started; ticking it earlier → 400 checklist_item_not_yet_open'),
  printable_worksheet: z.boolean().optional(),
  worksheet_section: z.enum(['observation', 'bilan']).optional(),
});
const titledText = z.looseObject({ titre: z.string(), texte: z.string() });
const guide = z.looseObject({
  domain: z.string().nullable().describe('The domain the card belongs to (the same as the card’s `domain`); null for none'),
  renseignements: z.looseObject({ fields: z.array(guideField) }),
  checklist: z.array(checklistItem),
  objectif: z.looseObject({ label: z.string().optional(), metric_principale: z.string().optional() }).nullable(),
  mesure: open.nullable().describe('Questions and indicators of the impact readings (docs/cards.md)'),
});

export const card = cardCore.extend({
  guide,
  comment_faire_par_etape: z.array(titledText),
  exemples_concrets: z.array(titledText),
  action: action.nullable(),
});

/** POST /api/upload 201 (decision 008): the stored record. */
export const upload = z.object({
  id,
  type: z.enum(['action_image', 'action_document', 'candidature', 'gallery']).describe('The stored type: a photo sent as action_document is recorded as action_image'),
  card_id: z.string().nullable(),
  checklist_item_id: z.string().nullable(),
  mime: z.enum(['image/webp', 'application/pdf', 'application/zip']),
  size: z.number().int().min(1).describe('Stored bytes'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string().max(200),
  url: z.string().describe('/api/files/{id}: the private URL (session checked)'),
  created_at: dateTime,
});

export const verification = z.object({
  match: z.boolean(),
  reason: z.enum(VERIFY_REASONS),
  message: z.string(),
  computed_hash: z.string(),
  expected_hash: z.string(),
  contract_hash: z.string(),
});
