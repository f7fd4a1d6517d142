import { route, json } from '../../../../server/platform/http/respond.ts';
import { readBody } from '../../../../server/platform/http/read-input.ts';
import { requireStaff } from '../../../../server/auth/require-staff.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { refundInput, refundInvoice } from '../../../../server/refunds/refund-invoice.ts';
import { asLang } from '../../../../i18n/lang.ts';

/**
 * Refund part or all of a paid invoice through the provider and issue a credit note (staff,
 * decision 024). `Idempotency-Key` is required: 201 the first time, 200 with the same answer after.
 */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const staff = requireStaff(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, refundInput(lang));
    const { status, body } = await refundInvoice(await getDb(), {
      invoiceNumber: ctx.params.number ?? '',
      staffId: staff.id,
      idempotencyKey: ctx.request.headers.get('idempotency-key'),
      amountCents: input.amount_cents,
      reason: input.reason,
    });
    return json(body, status);
  },
});
