/** Stripe webhooks with a valid signature but a broken shape (issue 18): ignored, never a 500. */
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
    await expect(provider.readWebhook(whole.payload, whole.signature)).resolves.toEqual({ applicationId: paidSession.metadata.candidature_id, reference: 'cs_test_abc', purpose: 'acompte' });
    const odd = signed({ data: { object: { ...paidSession, metadata: { candidature_id: { $ne: 1 } } } } });
    await expect(provider.readWebhook(odd.payload, odd.signature)).resolves.toEqual({ applicationId: null, reference: 'cs_test_abc', purpose: 'acompte' });
  });

  it('still refuses a bad signature', async () => {
    const { payload } = signed({ data: { object: paidSession } });
    await expect(provider.readWebhook(payload, 't=1,v1=00')).rejects.toMatchObject({ code: 'invalid_signature' });
  });
});
