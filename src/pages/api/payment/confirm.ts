import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { requireUser } from '../../../server/auth/guards.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { confirmInput } from '../../../server/payment/payment-input.ts';
import { confirmPayment } from '../../../server/payment/confirm-payment.ts';
import { confirmBalance } from '../../../server/payment/confirm-balance.ts';
import { asLang } from '../../../i18n/lang.ts';

/** Confirms the deposit (paid → role, invoice, email; decision 009) or the balance (final invoice; decision 024). */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireUser(ctx); // no session → 401 (spec Errors 1)
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, confirmInput(lang));
    const confirm = input.purpose === 'solde' ? confirmBalance : confirmPayment;
    const { newly_paid: _newlyPaid, ...result } = await confirm(await getDb(), {
      candidatureId: input.candidature_id,
      reference: input.payment_reference,
      userId: user.id,
    });
    return result;
  },
});
