/**
 * A payment refunded at Stripe before the app recorded it (decision 054): Stripe does not promise
 * the order of its events, and a refund made in the dashboard right after the payment can reach
 * the app before the checkout's own event (or before the payer comes back). Two paths make sure
 * its credit note is issued, once:
 * - the refund event finds no invoice yet: the webhook answers 503 `payment_not_recorded`, and
 *   Stripe delivers the event again later (handle-webhook.ts);
 * - the moment a payment is recorded (confirm-payment.ts, confirm-balance.ts), its refunds are read
 *   from the PaymentIntent and applied here, so the credit note does not wait for that retry.
 * Both go through recordProviderRefunds, which knows each refund by its `re_…` id: whichever comes
 * second finds it recorded and issues nothing.
 */
import type { Database } from '#server/platform/db/client.ts';
import { logger } from '#server/platform/log.ts';
import { recordProviderRefunds } from '../refunds/record-provider-refunds.ts';
import type { PaymentProvider } from './provider.ts';

/** Issues the credit notes of refunds made before `reference` was recorded; returns their numbers. */
export async function applyRefundsMadeBeforeRecording(db: Database, provider: PaymentProvider, reference: string, options: { kick?: boolean } = {}): Promise<string[]> {
  try {
    const payment = await provider.paymentOfCheckout(reference);
    if (!payment) return [];
    const { creditNotes } = await recordProviderRefunds(db, payment, { provider, kick: options.kick });
    return creditNotes;
  } catch (error) {
    // The payment stays recorded; a refund made before it is brought by Stripe's (retried) event.
    logger.warn(`payment ${reference}: refunds not read after recording it; left to Stripe's refund event`, error);
    return [];
  }
}
