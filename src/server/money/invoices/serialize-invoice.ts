import type { invoices } from '#db/schema.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { invoicesResponse } from './invoice-responses.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export function invoicePdfPath(number: string): string {
  return `/api/invoices/${number}/pdf`;
}

/** An invoice as the API lists it (to its payer and to staff). */
export function serializeInvoice(row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    candidature_id: row.applicationId,
    user_id: row.userId,
    issued_on: row.issuedOn,
    issued_at: row.issuedAt,
    formula: row.formula,
    description: row.description,
    amount_excl_tax_cents: row.amountExclTaxCents,
    vat_rate_bp: row.vatRateBp,
    vat_cents: row.vatCents,
    amount_incl_tax_cents: row.amountInclTaxCents,
    currency: row.currency,
    payment_provider: row.paymentProvider,
    buyer: row.buyer,
    url: invoicePdfPath(row.number),
  } satisfies ResponseOf<typeof invoicesResponse>[number];
}

/** How the invoice names the payment method of each provider. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  stripe: 'carte bancaire (paiement en ligne Stripe)',
  test: 'paiement de test (bac à sable, aucun paiement réel)',
};
