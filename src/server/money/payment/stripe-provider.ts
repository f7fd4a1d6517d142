/**
 * Stripe through the official `stripe` package (decision 009): a Checkout Session for exactly the
 * deposit in EUR with the application id in its metadata; a payment counts only when Stripe
 * itself reports the session complete and paid for that amount, currency and application.
 * `apiBase` lets tests point the package at a local fake (tests/support/fake-stripe.ts).
 */
import Stripe from 'stripe';
import { AppError } from '#server/platform/http/errors.ts';
import { logger } from '#server/platform/log.ts';
import type { PaymentProvider, ProviderRefund, WebhookEvent } from './payment-provider-types.ts';

/** A Checkout Session id as Stripe writes them; anything else is not asked about. */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** A PaymentIntent id; the refunds events name the payment by it (decision 031). */
const INTENT_ID = /^pi_[A-Za-z0-9]{1,200}$/;
/**
 * Events that say a payment's refunds changed (decision 031). `charge.refunded` (a Charge) is sent
 * for every refund, dashboard or API, partial or not, on every API version; `refund.created`,
 * `refund.updated` and `charge.refund.updated` (a Refund) also arrive when the endpoint listens to
 * them, and the updates tell when a refund that was pending has succeeded. All only trigger a
 * reading of the payment's refunds from the API: the event's body is not trusted for amounts,
 * and a Charge in an event no longer lists its refunds (not expandable in webhooks).
 */
const REFUND_EVENTS = new Set(['charge.refunded', 'charge.refund.updated', 'refund.created', 'refund.updated']);
/** A payout id (decision 060). */
const PAYOUT_ID = /^po_[A-Za-z0-9]{1,200}$/;
/** The metadata key that carries the app's Idempotency-Key on a refund the app asked for. */
export const APP_KEY_METADATA = 'atelier_refund_key';

/** The PaymentIntent a refunds event is about, or null when its shape does not say. */
export function refundedPayment(type: string, object: unknown): string | null {
  if (!object || typeof object !== 'object') return null;
  const o = object as { object?: unknown; payment_intent?: unknown };
  const expected = type === 'charge.refunded' ? 'charge' : 'refund';
  if (o.object !== expected) return null;
  const intent = typeof o.payment_intent === 'string' ? o.payment_intent : (o.payment_intent as { id?: unknown } | null)?.id;
  return typeof intent === 'string' && INTENT_ID.test(intent) ? intent : null;
}

export function createStripeProvider(options: { secretKey: string; webhookSecret: string; apiBase: string }): PaymentProvider {
  const base = new URL(options.apiBase);
  const stripe = new Stripe(options.secretKey, {
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  const unavailable = (error: unknown): never => {
    logger.error('stripe request failed', error instanceof Error ? error.message : error);
    throw new AppError('payment_provider_unavailable');
  };

  return {
    name: 'stripe',
    async startCheckout(request) {
      const session = await stripe.checkout.sessions
        .create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'eur', unit_amount: request.amountCents, product_data: { name: request.description } },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.applicationId,
          metadata: { candidature_id: request.applicationId, purpose: request.purpose },
          payment_intent_data: { metadata: { candidature_id: request.applicationId, purpose: request.purpose } },
          locale: request.lang,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        })
        .catch(unavailable);
      if (!session.url) unavailable(new Error(`checkout session ${session.id} has no url`));
      return { reference: session.id, url: session.url! };
    },
    async isPaid(reference, expected) {
      if (!SESSION_ID.test(reference)) return false;
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(reference);
      } catch (error) {
        // An unknown session is simply not paid; anything else means Stripe could not answer.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return false;
        return unavailable(error);
      }
      return (
        session.status === 'complete' &&
        session.payment_status === 'paid' &&
        session.amount_total === expected.amountCents &&
        session.currency === expected.currency &&
        session.metadata?.candidature_id === expected.applicationId &&
        (session.metadata?.purpose ?? 'acompte') === expected.purpose
      );
    },
    async readWebhook(rawBody, signature): Promise<WebhookEvent | null> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new AppError('invalid_signature');
      }
      // Signed, yet not an event (a body of `null`, `[]`, `42`, or an object without a type):
      // Stripe never sends that; refused as input, never a 500 (decision 037).
      const shape = event as unknown;
      if (!shape || typeof shape !== 'object' || Array.isArray(shape) || typeof (shape as { type?: unknown }).type !== 'string') {
        throw new AppError('bad_request', { details: { reason: 'the signed body is not a Stripe event' } });
      }
      if (REFUND_EVENTS.has(event.type)) {
        const payment = refundedPayment(event.type, (event as { data?: { object?: unknown } | null }).data?.object);
        if (!payment) {
          logger.warn(`payment webhook: ${event.type} event ${String(event.id)} names no PaymentIntent, ignored`);
          return null;
        }
        return { kind: 'refunds', payment };
      }
      if (event.type === 'payout.paid') {
        // Only which payout: its amount and day are read from the API, not from the body (decision 060).
        const id = (event as { data?: { object?: { id?: unknown } | null } | null }).data?.object?.id;
        return typeof id === 'string' && PAYOUT_ID.test(id) ? { kind: 'payout', payout: id } : null;
      }
      if (!PAID_EVENTS.has(event.type)) return null;
      // A valid signature says who sent the event, not that its shape is whole: a null
      // or missing `data`, or fields of the wrong type, are acknowledged and ignored, never a 500.
      const session = (event as { data?: { object?: unknown } | null }).data?.object as Partial<Stripe.Checkout.Session> | null | undefined;
      if (!session || typeof session !== 'object') {
        logger.warn(`payment webhook: ${event.type} event ${String(event.id)} without data.object, ignored`);
        return null;
      }
      if (session.object !== 'checkout.session' || session.payment_status !== 'paid' || typeof session.id !== 'string' || !SESSION_ID.test(session.id)) return null;
      const named = session.metadata?.candidature_id ?? session.client_reference_id ?? null;
      const purpose = session.metadata?.purpose === 'solde' ? 'solde' : 'acompte';
      return { kind: 'paid', applicationId: typeof named === 'string' ? named : null, reference: session.id, purpose };
    },
    async refundsOf(payment) {
      if (!INTENT_ID.test(payment)) return { checkoutReference: null, refunds: [] };
      try {
        const sessions = await stripe.checkout.sessions.list({ payment_intent: payment, limit: 1 });
        const refunds: ProviderRefund[] = [];
        for await (const refund of stripe.refunds.list({ payment_intent: payment, limit: 100 })) {
          const appKey = refund.metadata?.[APP_KEY_METADATA];
          refunds.push({
            reference: refund.id,
            amountCents: refund.amount,
            currency: refund.currency,
            succeeded: refund.status === 'succeeded',
            appKey: typeof appKey === 'string' && appKey !== '' ? appKey : null,
          });
        }
        const session = sessions.data[0];
        return { checkoutReference: session && SESSION_ID.test(session.id) ? session.id : null, refunds };
      } catch (error) {
        return unavailable(error);
      }
    },
    async paymentOfCheckout(reference) {
      if (!SESSION_ID.test(reference)) return null;
      try {
        const session = await stripe.checkout.sessions.retrieve(reference);
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        return intent && INTENT_ID.test(intent) ? intent : null;
      } catch (error) {
        return unavailable(error);
      }
    },
    async feeOf(reference) {
      if (!SESSION_ID.test(reference)) return null;
      try {
        const session = await stripe.checkout.sessions.retrieve(reference);
        const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intentId || !INTENT_ID.test(intentId)) return null;
        // The charge's balance transaction says what Stripe kept (decision 060).
        const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge.balance_transaction'] });
        const charge = intent.latest_charge;
        const txn = charge && typeof charge === 'object' ? charge.balance_transaction : null;
        if (!txn || typeof txn !== 'object' || !Number.isSafeInteger(txn.fee)) return null;
        return { feeCents: txn.fee, currency: txn.currency, reference: txn.id };
      } catch (error) {
        return unavailable(error);
      }
    },
    async payoutOf(id) {
      if (!PAYOUT_ID.test(id)) return null;
      try {
        const payout = await stripe.payouts.retrieve(id);
        const arrivalOn = new Date(payout.arrival_date * 1000).toISOString().slice(0, 10);
        return { id: payout.id, amountCents: payout.amount, currency: payout.currency, arrivalOn, paid: payout.status === 'paid' };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        return unavailable(error);
      }
    },
    async refund(request) {
      if (!SESSION_ID.test(request.paymentReference)) throw new AppError('refund_refused');
      try {
        // Refunds are made against the session's PaymentIntent; the key makes a retry harmless.
        const session = await stripe.checkout.sessions.retrieve(request.paymentReference);
        const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!intent) throw new AppError('refund_refused');
        // The app's key in metadata: the refund's webhook echo is then known as the app's own (decision 031).
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount: request.amountCents, metadata: { [APP_KEY_METADATA]: request.appKey } },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') throw new AppError('refund_refused');
        return { reference: refund.id };
      } catch (error) {
        if (error instanceof AppError) throw error;
        // Stripe said no (a 4xx: already refunded there, more than the charge): not worth retrying.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          logger.warn('stripe refused a refund', error.message);
          throw new AppError('refund_refused');
        }
        return unavailable(error);
      }
    },
  };
}
