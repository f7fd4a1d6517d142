/**
 * Stripe webhooks with a valid signature but a broken shape: ignored, never a 500.
 * Refund events (decision 031): only the PaymentIntent they name is read; payout events (decision
 * 060): only the payout.
 */
import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createStripeProvider } from './stripe-provider.ts';

const webhookSecret = 'whsec_test_isolation_secret';
const provider = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret, apiBase: 'http://127.0.0.1:9' });
const stripe = new Stripe('sk_test_x');

function signed(event: Record<string, unknown>) {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', ...event });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
}

const paidSession = { id: 'cs_test_abc', object: 'checkout.session', payment_status: 'paid', metadata: { candidature_id: '0b7d4c1e-2f4a-4f7e-9a59-0b9b7c4e1a10' } };

describe('stripe readWebhook', () => {
  it.each([
    ['data: null', { data: null }],
    ['no data', {}],
    ['data without object', { data: {} }],
    ['data.object: null', { data: { object: null } }],
    ['data.object a string', { data: { object: 'checkout.session' } }],
    ['an id that is not a session id', { data: { object: { ...paidSession, id: 42 } } }],
  ])('%s → ignored', async (_name, event) => {
    const { payload, signature } = signed(event);
    await expect(provider.readWebhook(payload, signature)).resolves.toBeNull();
  });

  it('reads a whole paid session; a non-string application id becomes null', async () => {
    const whole = signed({ data: { object: paidSession } });
    await expect(provider.readWebhook(whole.payload, whole.signature)).resolves.toEqual({ kind: 'paid', applicationId: paidSession.metadata.candidature_id, reference: 'cs_test_abc', purpose: 'acompte' });
    const odd = signed({ data: { object: { ...paidSession, metadata: { candidature_id: { $ne: 1 } } } } });
    await expect(provider.readWebhook(odd.payload, odd.signature)).resolves.toEqual({ kind: 'paid', applicationId: null, reference: 'cs_test_abc', purpose: 'acompte' });
  });

  it('still refuses a bad signature', async () => {
    const { payload } = signed({ data: { object: paidSession } });
    await expect(provider.readWebhook(payload, 't=1,v1=00')).rejects.toMatchObject({ code: 'invalid_signature' });
  });
});

const charge = { id: 'ch_3abc', object: 'charge', amount: 14_900, amount_refunded: 4_900, payment_intent: 'pi_3abc', refunded: false, metadata: {} };
const refund = { id: 're_3abc', object: 'refund', amount: 4_900, status: 'succeeded', payment_intent: 'pi_3abc', charge: 'ch_3abc', metadata: {} };

describe('stripe readWebhook: refund events', () => {
  it.each([
    ['charge.refunded', charge],
    ['charge.refunded with an expanded PaymentIntent', { ...charge, payment_intent: { id: 'pi_3abc', object: 'payment_intent' } }],
    ['refund.created', refund],
    ['refund.updated', refund],
    ['charge.refund.updated', refund],
  ])('%s → the PaymentIntent whose refunds to read', async (name, object) => {
    const type = name.split(' ')[0]!;
    const { payload, signature } = signed({ type, data: { object } });
    await expect(provider.readWebhook(payload, signature)).resolves.toEqual({ kind: 'refunds', payment: 'pi_3abc' });
  });

  it.each([
    ['charge.refunded without data', 'charge.refunded', undefined],
    ['charge.refunded carrying a refund, not a charge', 'charge.refunded', refund],
    ['refund.created carrying a charge', 'refund.created', charge],
    ['a charge without PaymentIntent (not made by Checkout)', 'charge.refunded', { ...charge, payment_intent: null }],
    ['a PaymentIntent id of the wrong shape', 'charge.refunded', { ...charge, payment_intent: 'pi_x/../../v1/charges' }],
    ['refund.failed (nothing was given back)', 'refund.failed', refund],
    ['charge.succeeded', 'charge.succeeded', charge],
  ])('%s → ignored', async (_name, type, object) => {
    const { payload, signature } = signed(object === undefined ? { type } : { type, data: { object } });
    await expect(provider.readWebhook(payload, signature)).resolves.toBeNull();
  });

  it('refuses a refund event with a bad signature', async () => {
    const { payload } = signed({ type: 'charge.refunded', data: { object: charge } });
    await expect(provider.readWebhook(payload, 't=1,v1=00')).rejects.toMatchObject({ code: 'invalid_signature' });
  });
});

describe('stripe readWebhook: payouts (decision 060)', () => {
  it.each([
    ['a paid payout', { id: 'po_1abc', object: 'payout', amount: 10_000, status: 'paid' }, { kind: 'payout', payout: 'po_1abc' }],
    ['an id of the wrong shape', { id: 'po_x/../../v1/charges', object: 'payout' }, null],
    ['no id', { object: 'payout' }, null],
  ])('payout.paid with %s', async (_name, object, expected) => {
    const { payload, signature } = signed({ type: 'payout.paid', data: { object } });
    await expect(provider.readWebhook(payload, signature)).resolves.toEqual(expected);
  });

  it('ignores payout.failed and payout.created: only a payout that reached the bank is booked', async () => {
    for (const type of ['payout.failed', 'payout.created']) {
      const { payload, signature } = signed({ type, data: { object: { id: 'po_1abc', object: 'payout' } } });
      await expect(provider.readWebhook(payload, signature)).resolves.toBeNull();
    }
  });
});
