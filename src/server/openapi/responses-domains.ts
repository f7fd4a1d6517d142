/** Response bodies of the cards, impact, files, collaboration, applications and landings routes. */
import { z } from 'zod';
import { VERIFY_REASONS } from '../collaboration/verify-contract.ts';
import { AUDIT_KINDS } from '../collaboration/contract-audit.ts';
import { MATCH_STATUSES } from '../collaboration/matches.ts';
import { answersDoc } from '../collaboration/answers-schema.ts';
import { action, cardCore } from './responses.ts';

const id = z.string().meta({ format: 'uuid' });
const dateTime = z.string().meta({ format: 'date-time' });
const day = z.string();
const open = z.looseObject({});
const num = z.number();
const party = z.enum(['demandeur', 'partenaire']);

const actionStatus = z.enum(['en_cours', 'validee']).nullable().describe('The caller’s action on it; null: not started');
export const cardSummary = cardCore.extend({ position: z.number().int(), status: actionStatus });
export const actions = z.array(action);

const runStatus = z.enum(['actif', 'termine']).nullable().describe('The caller’s run of this path; null: not started or left');
const progress = z.object({ done: z.number().int(), total: z.number().int(), fraction: num.optional() });
export const parcoursList = z.array(
  z.object({ id: z.string(), title: z.string(), description: z.string(), card_count: z.number().int(), status: runStatus, progress }),
);
export const parcours = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cards: z.array(z.looseObject({ id, slug: z.string(), title: z.string(), domain: z.string().nullable(), status: actionStatus })),
  progress: progress.extend({ fraction: num }),
  status: runStatus,
  has_other_active: z.boolean(),
});

const reading = z.object({ date: day, value: num, note: z.string().nullable() });
const schedule = z.object({ metric: z.string(), next_at: day.nullable(), followup_days: z.number().int() });
export const impact = z.object({
  metric: z.string().nullable(),
  series: z.array(reading),
  before: num.nullable(),
  after: num.nullable(),
  next_at: day.nullable(),
  followup_days: z.number().int().nullable(),
  metrics: z.array(z.looseObject({ metric: z.string(), label: z.string(), type: z.string(), due: z.boolean() })),
});
export const recorded = z.object({ readings: z.array(reading.extend({ metric: z.string() })), schedule: z.array(schedule) });
export const readingDeleted = z.object({ deleted: z.object({ metric: z.string(), date: day }), schedule });
export const aggregate = z.union([
  z.object({ enough: z.literal(false) }),
  z.object({
    enough: z.literal(true),
    count: z.number().int(),
    avg_pct: num,
    samples: z.array(z.object({ name: z.string(), before: num, after: num, delta: z.string() })),
  }),
]);
export const due = z.array(
  z.object({ card_id: id, card_slug: z.string(), card_title: z.string(), metric: z.string(), label: z.string(), next_at: day }),
);

export const actionDocument = z.object({
  id,
  type: z.enum(['action_image', 'action_document']),
  card_id: id,
  checklist_item_id: z.string().nullable(),
  mime: z.enum(['image/webp', 'application/pdf', 'application/zip']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  original_name: z.string(),
  url: z.string(),
  created_at: dateTime,
});
export const documentDeleted = z.object({ deleted: actionDocument, action });

const person = z.object({ first_name: z.string(), trade: z.string() });
export const collaborationRequest = z.object({
  id,
  title: z.string(),
  description: z.string(),
  status: z.enum(['ouverte', 'fermee']),
  created_at: dateTime,
  closed_at: dateTime.nullable(),
  author: person,
  mine: z.boolean(),
  my_reply_id: id.nullable(),
  reply_count: z.number().int().nullable(),
});
export const collaborationReply = z.object({
  id,
  request_id: id,
  request_title: z.string(),
  message: z.string(),
  created_at: dateTime,
  author: person,
  mine: z.boolean(),
  match_id: id.nullable(),
});
export const collaborationMatch = z.object({
  id,
  request_id: id,
  request_title: z.string(),
  reply_id: id,
  created_at: dateTime,
  role: party.describe('The caller’s side: demandeur (author of the request) or partenaire (the replier)'),
  requester: person,
  partner: person,
  status: z.enum(MATCH_STATUSES),
  answered: z.number().int(),
  submitted: z.boolean(),
  finalized_at: dateTime.nullable(),
  contract_hash: z.string().nullable(),
});
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const printedParty = z.object({ name: z.string(), brand: z.string().nullable() });
const signature = z.object({ typed_name: z.string(), signed_at: z.string() });

export const contract = z.object({
  match_id: id,
  role: party,
  answers: answersDoc,
  partner_answers: answersDoc.nullable(),
  submitted: z.boolean(),
  submitted_at: dateTime.nullable(),
  both_submitted: z.boolean(),
  finalized: z.boolean(),
  finalized_at: dateTime.nullable(),
  contract_text: z.string().nullable(),
  contract_hash: z.string().nullable(),
  contract_lang: z.enum(['fr', 'en']).nullable(),
  flags: z.array(z.object({ type: z.enum(['conflict', 'risk']), key: z.string(), message: z.string() })),
  parties: z.object({ demandeur: printedParty, partenaire: printedParty }).nullable(),
  signatures: z.object({ demandeur: signature.nullable(), partenaire: signature.nullable() }),
  awaiting_signature_from: z.array(z.enum(['demandeur', 'partenaire'])),
  sealed: z.boolean(),
  sealed_at: z.string().nullable(),
  pdf_sha256: sha256.nullable(),
  certificate_fingerprint: sha256.nullable(),
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  closed_by: z.enum(['demandeur', 'partenaire']).nullable(),
  audit: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(AUDIT_KINDS),
      party: z.enum(['demandeur', 'partenaire']).nullable(),
      conflicts: z.array(z.string()).optional(),
      sha256: sha256.optional(),
      certificate_fingerprint: sha256.optional(),
      typed_name: z.string().optional(),
    }),
  ),
});

export const publicVerification = z.object({
  match: z.boolean(),
  reason: z.enum(VERIFY_REASONS),
  message: z.string(),
  computed_hash: sha256,
  contract: z
    .object({
      reference: id,
      sealed_at: z.string(),
      lang: z.enum(['fr', 'en']),
      parties: z.array(z.object({ role: z.enum(['demandeur', 'partenaire']), name: z.string(), brand: z.string().nullable() })),
    })
    .nullable(),
});

export const application = z.looseObject({
  id,
  user_id: id,
  email: z.string(),
  formula: z.string(),
  formula_price_cents: z.number().int(),
  deposit_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  payment_status: z.string(),
  invoice_number: z.string().nullable(),
  account_deleted: z.boolean().optional().describe('Staff views: the member’s account was erased; only the invoice data is kept (decision 026)'),
  invoice_buyer_name: z.string().nullable().optional().describe('Staff list: the buyer named on the deposit invoice (kept when the account is erased)'),
  billing_address: z
    .object({ street: z.string(), postal_code: z.string(), city: z.string(), country: z.string().describe('ISO 3166-1 alpha-2') })
    .nullable()
    .describe('The buyer’s postal address, printed on the invoices; null for applications sent before it was asked'),
  buyer_business: z
    .object({ name: z.string(), siren: z.string().nullable(), vat_number: z.string().nullable() })
    .nullable()
    .describe('The business invoiced (decision 036); null for a private person'),
  vat_regime: z
    .enum(['fr', 'franchise', 'reverse_charge', 'out_of_scope'])
    .nullable()
    .describe('The VAT its invoices apply (decision 036): French VAT, franchise (art. 293 B), reverse charge (EU business), out of scope (business outside the EU); null before it was asked'),
  cgv_version: z.string().nullable().describe('The CGV version accepted; null before acceptance was asked'),
  cgv_accepted_at: z.string().nullable(),
});
export const applicationCreated = application.extend({ token: z.string().optional(), user: open.optional() });
export const applications = z.object({ items: z.array(application), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
export const checkout = z.object({ provider: z.string(), candidature_id: id, purpose: z.enum(['acompte', 'solde']), amount_cents: z.number().int(), reference: z.string(), url: z.string() });
export const confirmed = z.looseObject({ candidature_id: id, payment_status: z.string(), amount_cents: z.number().int(), invoice_number: z.string().nullable() });
export const invoices = z.array(
  z.looseObject({ id, number: z.string(), kind: z.string(), amount_incl_tax_cents: z.number().int(), currency: z.string(), url: z.string() }),
);
export const creditNote = z.looseObject({
  id,
  number: z.string().describe('A-YYYY-NNNNNN'),
  kind: z.literal('avoir'),
  invoice_number: z.string().describe('The invoice it credits'),
  amount_excl_tax_cents: z.number().int(),
  vat_cents: z.number().int(),
  amount_incl_tax_cents: z.number().int().describe('Positive: the amount given back'),
  currency: z.string(),
  url: z.string(),
});
export const creditNotes = z.array(creditNote);
export const refunded = z.object({
  refund: z.looseObject({ id, invoice_number: z.string(), amount_cents: z.number().int(), status: z.string(), provider_reference: z.string().nullable() }),
  credit_note: creditNote,
  remaining_cents: z.number().int().describe('What is left to refund on the invoice'),
  replayed: z.boolean().describe('True when this Idempotency-Key had already been answered'),
});
export const balanceRequested = z.object({ candidature_id: id, balance_status: z.literal('demande'), balance_cents: z.number().int(), requested_at: z.string(), sent_to: z.string() });
export const paymentLinkSent = z.object({ candidature_id: id, sent_to: z.string() });
export const applicationDetail = application.extend({
  photo_files: z.array(z.object({ id, url: z.string(), mime: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), size_bytes: z.number().int() })),
  invoices,
  credit_notes: creditNotes,
});
export const siteUpdate = z.object({
  id,
  title: z.string(),
  description: z.string(),
  title_en: z.string().nullable().describe('English title; null: English pages show the French one'),
  description_en: z.string().nullable(),
  published_on: day,
  scheduled: z.boolean(),
  author_name: z.string().nullable(),
  created_at: dateTime,
});

export const mainFragment = z.object({
  slug: z.string(),
  lang: z.enum(['fr', 'en']),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  html: z.string(),
  blocks_style: z.string(),
  baked_at: dateTime.nullable(),
});
/** `blocks_config` of a theme (docs/api-landings.md): which blocks show, in this order. */
export const blocksConfig = z.object({ blocks: z.array(z.object({ id: z.string(), enabled: z.boolean() })) });
export const adminTheme = z.object({
  slug: z.string(),
  title: z.string(),
  title_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  image_url: z.string().nullable(),
  image: z.object({ url: z.string(), small_url: z.string().nullable(), width: z.number().int(), height: z.number().int(), from_files: z.boolean(), alt: z.string().nullable().describe('What the image shows in French (its alt text on the page); null: not described, shown as decorative'), alt_en: z.string().nullable().describe('The same in English') }).nullable(),
  actif: z.boolean(),
  est_accueil: z.boolean(),
  ordre: z.number().int(),
  blocks_config: blocksConfig,
  blocks: z.array(z.object({ id: z.string(), enabled: z.boolean(), shared: z.boolean(), available: z.boolean() })),
  url: z.string(),
  url_en: z.string(),
  baked_at: dateTime.nullable(),
  updated_at: dateTime,
});
/** POST /api/admin-landing-upload: the stored landing image; `url` is what a theme's `image_url` takes. */
export const landingImage = z.object({ name: z.string(), url: z.string(), width: z.number().int(), height: z.number().int(), size: z.number().int(), small_url: z.string().nullable(), alt: z.string().nullable().describe('What the photo shows in French (sent as `alt`); null when sent without a description'), alt_en: z.string().nullable().describe('The same in English (`alt_en`)') });
/** A Stripe event as Stripe sends it (only `type` and `data.object` are read; the rest is Stripe's). */
export const stripeEvent = z.looseObject({
  id: z.string().optional(),
  type: z
    .string()
    .describe(
      'checkout.session.completed and checkout.session.async_payment_succeeded confirm a payment; charge.refunded, charge.refund.updated, refund.created and refund.updated issue credit notes for succeeded refunds of the payment the app does not know yet (made in Stripe’s dashboard, decision 031); others acknowledged',
    ),
  data: z.looseObject({ object: z.looseObject({}) }).optional(),
});
export const webhookReceived = z.object({
  received: z.literal(true),
  applied: z.boolean(),
  invoice_number: z.string().nullable().optional(),
  credit_note_numbers: z.array(z.string()).optional().describe('Refund events: the credit notes issued now for refunds made in Stripe (none when already known)'),
});
export const rebakeResult = z.object({
  ok: z.boolean(),
  baked: z.array(z.string()),
  failed: z.array(z.object({ slug: z.string(), code: z.string(), message: z.string() })),
  results: z.array(
    z.object({ slug: z.string(), status: z.enum(['baked', 'unchanged', 'failed']), baked_at: z.string().optional(), error: z.object({ code: z.string(), message: z.string() }).optional() }),
  ),
  duration_ms: z.number(),
});
export const testAccounts = z.array(z.object({ id, email: z.string(), first_name: z.string(), role: z.string().nullable() }));
export const testCard = z.object({ id, slug: z.string(), title: z.string() });
