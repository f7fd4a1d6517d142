/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });

export const creditNoteResponse = z.looseObject({
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

export const creditNotesResponse = z.array(creditNoteResponse);

export const refundedResponse = z.object({
  refund: z.looseObject({ id, invoice_number: z.string(), amount_cents: z.number().int(), status: z.string(), provider_reference: z.string().nullable() }),
  credit_note: creditNoteResponse,
  remaining_cents: z.number().int().describe('What is left to refund on the invoice'),
  replayed: z.boolean().describe('True when this Idempotency-Key had already been answered'),
});
