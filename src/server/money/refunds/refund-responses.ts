/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });

/** Every field the API sends is declared (issue 39, item 7). */
export const creditNoteResponse = z.object({
  id,
  number: z.string().describe('A-YYYY-NNNNNN'),
  kind: z.literal('avoir'),
  invoice_number: z.string().describe('The invoice it credits'),
  candidature_id: id,
  user_id: id,
  issued_on: z.string().meta({ format: 'date' }),
  issued_at: z.string().meta({ format: 'date-time' }),
  formula: z.string(),
  description: z.string(),
  reason: z.string().describe('Why the staff refunded (may be empty)'),
  amount_excl_tax_cents: z.number().int(),
  vat_rate_bp: z.number().int().nullable(),
  vat_cents: z.number().int(),
  amount_incl_tax_cents: z.number().int().describe('Positive: the amount given back'),
  currency: z.string(),
  payment_provider: z.string(),
  refund_reference: z.string().describe('The provider’s refund id (Stripe `re_…`, sandbox `test_re_…`)'),
  url: z.string(),
});

export const creditNotesResponse = z.array(creditNoteResponse);

export const refundedResponse = z.object({
  refund: z.object({
    id,
    invoice_number: z.string(),
    amount_cents: z.number().int(),
    reason: z.string(),
    status: z.string(),
    provider_reference: z.string().nullable(),
    created_at: z.string().meta({ format: 'date-time' }),
    completed_at: z.string().meta({ format: 'date-time' }).nullable(),
  }),
  credit_note: creditNoteResponse,
  remaining_cents: z.number().int().describe('What is left to refund on the invoice'),
  replayed: z.boolean().describe('True when this Idempotency-Key had already been answered'),
});
