/**
 * POST /api/payment/webhook (decision 009): Stripe's signed event confirms a paid checkout the
 * same way as the payer's return, for a payer who never comes back to the page. Stripe retries
 * any non-2xx answer, so only "try again later" (provider unreachable, a real bug) is an error;
 * events that cannot or need not be applied are acknowledged and logged. Refund events (decision
 * 031) issue credit notes for refunds made in Stripe's dashboard; one about a payment the app has
 * not recorded yet is answered 503 `payment_not_recorded`, so Stripe delivers it again (decision 054).
 * `payout.paid` stores the payout for the books (decision 060).
 */
import type { Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { logger } from '#server/platform/log.ts';
import { paymentProvider } from './provider.ts';
import { confirmPayment } from './confirm-payment.ts';
import { confirmBalance } from './confirm-balance.ts';
import { recordProviderRefunds } from '../refunds/record-provider-refunds.ts';
import { recordPayout } from './record-stripe-books.ts';

export async function handlePaymentWebhook(db: Database, rawBody: string, signature: string | null) {
  const provider = paymentProvider();
  const event = await provider.readWebhook(rawBody, signature);
  if (!event) return { received: true, applied: false };
  // A payout that reached the bank, for the books (decision 060); Stripe unreachable: delivered again.
  if (event.kind === 'payout') return { received: true, applied: await recordPayout(db, provider, event.payout) };
  if (event.kind === 'refunds') {
    // Refunds made in Stripe's dashboard get their credit notes (decision 031). Stripe unreachable,
    // or an app refund in flight on that invoice: not acknowledged, Stripe delivers it again.
    const { creditNotes, unrecordedCheckout } = await recordProviderRefunds(db, event.payment, { provider });
    if (unrecordedCheckout) {
      // The refund outran the payment (decision 054): Stripe retries a non-2xx answer for up to
      // three days; by then the payment is recorded, and its recording applied the refund already.
      logger.warn(`payment webhook: refunds of ${event.payment} arrived before checkout ${unrecordedCheckout} was recorded; Stripe will deliver them again`);
      throw new AppError('payment_not_recorded', { headers: { 'retry-after': '60' } });
    }
    return { received: true, applied: creditNotes.length > 0, credit_note_numbers: creditNotes };
  }
  if (!event.applicationId) {
    logger.warn(`payment webhook: session ${event.reference} names no application`);
    return { received: true, applied: false };
  }
  try {
    const confirmInput = { candidatureId: event.applicationId, reference: event.reference, userId: null };
    const result = event.purpose === 'solde' ? await confirmBalance(db, confirmInput, { provider }) : await confirmPayment(db, confirmInput, { provider });
    return { received: true, applied: result.newly_paid, invoice_number: result.invoice_number };
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'payment_provider_unavailable') throw error;
    if (error.code === 'application_closed') {
      // Paid at Stripe after the staff refused or withdrew it (decision 025): not applied.
      logger.error(`payment webhook: session ${event.reference} paid application ${event.applicationId} which the staff refused or withdrew — refund it`);
    } else if (error.code === 'deposit_refunded') {
      // Paid at Stripe while (or after) the deposit was refunded (decision 035): not applied.
      logger.error(`payment webhook: session ${event.reference} paid the balance of application ${event.applicationId} whose deposit was refunded — refund it`);
    } else if (error.code === 'payment_reference_mismatch' || error.code === 'conflict') {
      // A second checkout paid for an application already paid: money to give back by hand.
      logger.error(`payment webhook: session ${event.reference} paid application ${event.applicationId} which was already paid with another reference — refund it`);
    } else {
      logger.warn(`payment webhook: session ${event.reference} not applied (${error.code})`);
    }
    return { received: true, applied: false };
  }
}
