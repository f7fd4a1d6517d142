import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as refundInvoiceContract } from '#server/money/refunds/refund-invoice.contract.ts';
import { refundInvoice } from '#server/money/refunds/refund-invoice.ts';

/**
 * Refund part or all of a paid invoice through the provider and issue a credit note (staff,
 * decision 024). `Idempotency-Key` is required: 201 the first time, 200 with the same answer after.
 */
export const { POST, ALL } = route(
  endpoint(refundInvoiceContract, async ({ ctx, user: staff, params, body: input, db }) => {
    const { status, body } = await refundInvoice(db, {
      invoiceNumber: params.number,
      staffId: staff.id,
      idempotencyKey: ctx.request.headers.get('idempotency-key'),
      amountCents: input.amount_cents,
      reason: input.reason,
    });
    return answer(body, status);
  }),
);
