import type { creditNotes, refunds } from '#db/schema.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { creditNoteResponse, refundedResponse } from './refund-responses.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export function creditNotePdfPath(number: string): string {
  return `/api/credit-notes/${number}/pdf`;
}

/** A credit note as the API shows it (to its payer and to staff): amounts are positive, what is given back. */
export function serializeCreditNote(row: CreditNoteRow) {
  return {
    id: row.id,
    number: row.number,
    kind: 'avoir' as const,
    invoice_number: row.invoiceNumber,
    candidature_id: row.applicationId,
    user_id: row.userId,
    issued_on: row.issuedOn,
    issued_at: row.issuedAt,
    formula: row.formula,
    description: row.description,
    reason: row.reason,
    amount_excl_tax_cents: row.amountExclTaxCents,
    vat_rate_bp: row.vatRateBp,
    vat_cents: row.vatCents,
    amount_incl_tax_cents: row.amountInclTaxCents,
    currency: row.currency,
    payment_provider: row.paymentProvider,
    refund_reference: row.refundReference,
    url: creditNotePdfPath(row.number),
  } satisfies ResponseOf<typeof creditNoteResponse>;
}

export function serializeRefund(row: RefundRow, invoiceNumber: string) {
  return {
    id: row.id,
    invoice_number: invoiceNumber,
    amount_cents: row.amountCents,
    reason: row.reason,
    status: row.status,
    provider_reference: row.providerReference,
    created_at: row.createdAt,
    completed_at: row.completedAt,
  } satisfies ResponseOf<typeof refundedResponse>['refund'];
}
