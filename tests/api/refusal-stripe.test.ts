/**
 * A Stripe payment completed after the staff refused the application (decision 025): the signed
 * webhook is acknowledged (so Stripe stops retrying) but applies nothing — no role, no invoice —
 * and the payer's return gets 409 `application_closed`. The money is refunded by hand (logged).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStack, type CallInit, type StripeStack } from '../support/stripe-server.ts';
import { applicationBody } from '../support/applications.ts';

let server: StripeStack['server'];
let stripe: StripeStack['stripe'];
let stack: StripeStack;

beforeAll(async () => {
  stack = await startStripeStack();
  ({ server, stripe } = stack);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const call = (path: string, init?: CallInit) => stack.call(path, init);

describe('a refusal before Stripe’s webhook', () => {
  it('acknowledges the webhook, applies nothing, and logs it for a manual refund', async () => {
    const created = await call('/api/candidatures', { body: applicationBody({}) });
    expect(created.status).toBe(201);
    const p = { id: created.body.id as string, token: created.body.token as string };
    const session = await call('/api/payment/checkout', { body: { candidature_id: p.id }, token: p.token });
    expect(session.status).toBe(200);
    const staff = await call('/auth/dev-signup', { body: { role: 'responsable' } });
    const refused = await call(`/api/candidatures/${p.id}/status`, { body: { status: 'refusee', reason: 'doublon' }, token: staff.body.token });
    expect(refused.status).toBe(200);

    stripe.pay(session.body.reference);
    const hook = await stripe.sendWebhook(server.baseUrl, session.body.reference);
    expect(hook).toMatchObject({ status: 200, body: { received: true, applied: false } });
    const back = await call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: session.body.reference }, token: p.token });
    expect(back.status).toBe(409);
    expect(back.body.error.code).toBe('application_closed');
    expect((await call('/api/me', { token: p.token })).body.role).toBeNull();
    const detail = await call(`/api/candidatures/${p.id}`, { token: staff.body.token });
    expect(detail.body).toMatchObject({ status: 'refusee', payment_status: 'en_attente', invoices: [] });
    await new Promise((r) => setTimeout(r, 200));
    expect(server.output()).toMatch(new RegExp(`${session.body.reference}.*refused or withdrew — refund it`));
  });
});
