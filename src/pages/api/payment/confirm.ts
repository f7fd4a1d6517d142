import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as confirmPaymentContract } from '#server/money/payment/confirm-payment.contract.ts';
import { confirmPayment } from '#server/money/payment/confirm-payment.ts';
import { confirmBalance } from '#server/money/payment/confirm-balance.ts';

/** Confirms the deposit (paid → role, invoice, email; decision 009) or the balance (final invoice; decision 024). */
export const { POST, ALL } = route(
  endpoint(confirmPaymentContract, async ({ user, body, db }) => {
    const confirm = body.purpose === 'solde' ? confirmBalance : confirmPayment;
    const { newly_paid: _newlyPaid, ...result } = await confirm(db, {
      candidatureId: body.candidature_id,
      reference: body.payment_reference,
      userId: user.id,
    });
    return result;
  }),
);
