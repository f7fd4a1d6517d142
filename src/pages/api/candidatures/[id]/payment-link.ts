import { route, json } from '../../../../server/platform/http/respond.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { requireStaff } from '../../../../server/auth/require-staff.ts';
import { resendPaymentLink } from '../../../../server/applications/resend-payment-link.ts';

/** Email the deposit's payment link again (staff; once a day per application, decision 020). */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const staff = requireStaff(ctx);
    return json(await resendPaymentLink(await getDb(), ctx.params.id ?? '', staff), 202);
  },
});
