/**
 * Decisions 035 and 057 through the `stripe` adapter: a deposit refunded in full in Stripe's
 * dashboard cancels the requested balance (a partial refund does not) (the webhook records the refund through the same code as the app), and a
 * balance session paid afterwards is not applied by the webhook nor by the return page: no final
 * invoice, the payment logged to be given back by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/api.ts';
import { startStripeStack, type CallInit, type StripeStack } from '../support/stripe-server.ts';

let stack: StripeStack;
beforeAll(async () => {
  stack = await startStripeStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const call = (path: string, init?: CallInit) => stack.call(path, init);

describe('a deposit refunded in Stripe has no balance to pay', () => {
  it('the dashboard refund cancels the balance; its session paid later is refused by the webhook and the page', async () => {
    const { server, stripe } = stack;
    const p = await stack.paidDeposit('stripe-rule');
    const staff = await newUser({ role: 'admin' });
    expect((await call(`/api/candidatures/${p.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    const checkout = await call('/api/payment/checkout', { body: { candidature_id: p.id, purpose: 'solde' }, token: p.token });
    expect(checkout.status).toBe(200);

    // a goodwill refund in the dashboard leaves the balance due (decision 057)…
    const { hook: goodwill } = await stripe.dashboardRefund(server.baseUrl, p.session, { amount: 1_000 });
    expect(goodwill).toMatchObject({ status: 200, body: { applied: true } });
    expect((await call(`/api/candidatures/${p.id}`, { token: staff.token })).body).toMatchObject({ balance_status: 'demande' });
    // …the rest of the deposit cancels it
    const { hook: refundHook } = await stripe.dashboardRefund(server.baseUrl, p.session);
    expect(refundHook).toMatchObject({ status: 200, body: { applied: true } });
    expect((await call(`/api/candidatures/${p.id}`, { token: staff.token })).body).toMatchObject({ balance_status: null, balance_cents: null });

    stripe.pay(checkout.body.reference);
    const hook = await stripe.sendWebhook(server.baseUrl, checkout.body.reference);
    expect(hook).toMatchObject({ status: 200, body: { received: true, applied: false } });
    const page = await call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: checkout.body.reference, purpose: 'solde' }, token: p.token });
    expect(page.status).toBe(409);
    expect(page.body.error.code).toBe('deposit_refunded');
    const invoices = await call('/api/invoices', { token: p.token });
    expect(invoices.body.map((i: { kind: string }) => i.kind)).toEqual(['acompte']);
    expect(server.output()).toContain(`paid the balance of application ${p.id} whose deposit was refunded`);
  });

  it('a dashboard refund emptying the deposit while the final invoice stands is recorded, and access holds (decision 057)', async () => {
    const { server, stripe } = stack;
    const p = await stack.paidDeposit('stripe-holds');
    const staff = await newUser({ role: 'admin' });
    expect((await call(`/api/candidatures/${p.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    const checkout = await call('/api/payment/checkout', { body: { candidature_id: p.id, purpose: 'solde' }, token: p.token });
    stripe.pay(checkout.body.reference);
    const paid = await call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: checkout.body.reference, purpose: 'solde' }, token: p.token });
    expect(paid.status).toBe(200);
    // the app refuses it…
    const refused = await call(`/api/invoices/${p.deposit}/refunds`, { body: {}, token: staff.token, headers: { 'idempotency-key': `holds-${p.id}` } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('final_invoice_stands');
    // …Stripe's dashboard cannot be refused: the credit note is issued, the final invoice holds access
    const { hook } = await stripe.dashboardRefund(server.baseUrl, p.session);
    expect(hook).toMatchObject({ status: 200, body: { applied: true } });
    expect((await call('/api/me', { token: p.token })).body.role).toBe('client_essentiel');
    expect(server.output()).toContain(`emptied the deposit ${p.deposit} while the final invoice stands: access holds`);
  });
});
