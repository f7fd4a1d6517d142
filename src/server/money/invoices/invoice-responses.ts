/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });
const address = z.object({ street: z.string(), postal_code: z.string(), city: z.string(), country: z.string().describe('ISO 3166-1 alpha-2') });

/** The buyer as printed on the document, a snapshot taken when it was issued (issue-invoice.ts). */
export const buyerSnapshot = z
  .object({
    name: z.string().optional(),
    brand: z.string().optional(),
    email: z.string().optional(),
    city: z.string().nullable().optional(),
    address: address.nullable().optional(),
    business: z.object({ name: z.string(), siren: z.string().nullable().optional(), vat_number: z.string().nullable().optional() }).nullable().optional(),
  })
  .describe('The buyer as printed on the document (decisions 027, 036)');

/** Every field the API sends is declared (issue 39, item 7). */
export const invoiceResponse = z.object({
  id,
  number: z.string().describe('F-YYYY-NNNNNN'),
  kind: z.string().describe('`acompte` (deposit) or `solde` (final invoice)'),
  candidature_id: id,
  user_id: id,
  issued_on: z.string().meta({ format: 'date' }),
  issued_at: z.string().meta({ format: 'date-time' }),
  formula: z.string(),
  description: z.string(),
  amount_excl_tax_cents: z.number().int(),
  vat_rate_bp: z.number().int().nullable().describe('VAT rate in basis points (2000 = 20 %); null when no VAT is charged'),
  vat_cents: z.number().int(),
  amount_incl_tax_cents: z.number().int(),
  currency: z.string(),
  payment_provider: z.string(),
  buyer: buyerSnapshot,
  url: z.string(),
});

export const invoicesResponse = z.array(invoiceResponse);
