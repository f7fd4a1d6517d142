/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';
import { VERIFY_REASONS } from './verify-reasons.ts';
import { AUDIT_KINDS } from './contract-audit-text.ts';
import { MATCH_STATUSES } from '../board/match-statuses.ts';
import { answersDoc } from '../questionnaire/answers-schema.ts';

const id = z.string().meta({ format: 'uuid' });
const dateTime = z.string().meta({ format: 'date-time' });
const party = z.enum(['demandeur', 'partenaire']);
const person = z.object({ first_name: z.string(), trade: z.string() });
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const printedParty = z.object({ name: z.string(), brand: z.string().nullable() });
const signature = z.object({ typed_name: z.string(), signed_at: z.string() });

export const verificationResponse = z.object({
  match: z.boolean(),
  reason: z.enum(VERIFY_REASONS),
  message: z.string(),
  computed_hash: z.string(),
  expected_hash: z.string(),
  contract_hash: z.string(),
});

export const collaborationRequestResponse = z.object({
  id,
  title: z.string(),
  description: z.string(),
  status: z.enum(['ouverte', 'fermee']),
  created_at: dateTime,
  closed_at: dateTime.nullable(),
  author: person,
  mine: z.boolean(),
  // the caller's reply to this request, if any
  my_reply_id: id.nullable(),
  // replies received: only for the author, null for everyone else
  reply_count: z.number().int().nullable(),
});

export const collaborationReplyResponse = z.object({
  id,
  request_id: id,
  request_title: z.string(),
  message: z.string(),
  created_at: dateTime,
  author: person,
  mine: z.boolean(),
  // the match created from this reply, once the request's author accepted it
  match_id: id.nullable(),
});

export const collaborationMatchResponse = z.object({
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

export const contractResponse = z.object({
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

export const publicVerificationResponse = z.object({
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
