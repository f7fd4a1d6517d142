/**
 * The balance and refunds through the `stripe` adapter (decision 024): a real server with
 * PAYMENT_PROVIDER=stripe, the official package pointed at the local fake Stripe API (Checkout
 * Sessions, Refunds with idempotency keys, signed webhooks), and a real SMTP listener.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/api.ts';
import { startStripeStack, until, type CallInit, type StripeStack } from '../support/stripe-server.ts';

let server: StripeStack['server'];
let stripe: StripeStack['stripe'];
let smtp: StripeStack['smtp'];
let stack: StripeStack;

beforeAll(async () => {
  stack = await startStripeStack();
  ({ server, stripe, smtp } = stack);
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const call = (path: string, init?: CallInit) => stack.call(path, init);

const paidDeposit = () => stack.paidDeposit('stripe-money');

describe('the balance and refunds through Stripe', () => {
  it('opens a Checkout Session for the balance; the return page and the webhook racing issue one final invoice', async () => {
    const p = await paidDeposit();
    const staff = await newUser({ role: 'admin' });
    expect((await call(`/api/candidatures/${p.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    const checkout = await call('/api/payment/checkout', { body: { candidature_id: p.id, purpose: 'solde' }, token: p.token });
    expect(checkout.status).toBe(200);
    const session = stripe.sessions.get(checkout.body.reference)!;
    expect(session).toMatchObject({ amount_total: 134_100, currency: 'eur', metadata: { candidature_id: p.id, purpose: 'solde' } });
    expect(session.success_url).toBe(`${server.baseUrl}/mes-factures?candidature=${p.id}&session_id={CHECKOUT_SESSION_ID}`);
    // unpaid: not confirmed
    expect((await call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: session.id, purpose: 'solde' }, token: p.token })).status).toBe(402);
    // the deposit's own session cannot pay the balance (amount and purpose differ)
    const depositSession = [...stripe.sessions.values()].find((s) => s.metadata.candidature_id === p.id && s.metadata.purpose === 'acompte')!;
    expect((await call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: depositSession.id, purpose: 'solde' }, token: p.token })).status).toBe(402);

    stripe.pay(session.id);
    const [page, hook, page2] = await Promise.all([
      call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: session.id, purpose: 'solde' }, token: p.token }),
      stripe.sendWebhook(server.baseUrl, session.id),
      call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: session.id, purpose: 'solde' }, token: p.token }),
    ]);
    expect(page.status).toBe(200);
    expect(page2.body.invoice_number).toBe(page.body.invoice_number);
    expect(hook).toMatchObject({ status: 200, body: { received: true, invoice_number: page.body.invoice_number } });
    const invoices = await call('/api/invoices', { token: p.token });
    expect(invoices.body.filter((i: { kind: string }) => i.kind === 'solde')).toHaveLength(1);
    await until(() => smtp.messages.some((m) => m.to.includes(p.email) && m.subject === `Votre facture de solde ${page.body.invoice_number}`), 'the final invoice email');
  });

  it('refunds through Stripe Refunds; an outage issues nothing, and the retry with the same key refunds once', async () => {
    const p = await paidDeposit();
    const staff = await newUser({ role: 'responsable' });
    const key = randomUUID();
    const refund = (lang = 'fr') => call(`/api/invoices/${p.deposit}/refunds`, { body: { amount_cents: 4_900, reason: 'Geste commercial' }, token: staff.token, headers: { 'idempotency-key': key, 'x-atelier-lang': lang } });

    stripe.failing = true;
    const down = await refund('en');
    stripe.failing = false;
    expect(down.status).toBe(503);
    expect(down.body.error).toMatchObject({ code: 'payment_provider_unavailable', message: 'The payment provider is not answering. Please try again in a moment.' });
    expect((await call('/api/credit-notes?all=1', { token: staff.token })).body.filter((n: { invoice_number: string }) => n.invoice_number === p.deposit)).toEqual([]);

    const ok = await refund();
    expect(ok.status).toBe(201);
    const intent = [...stripe.sessions.values()].find((s) => s.metadata.candidature_id === p.id)!.payment_intent;
    const made = [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);
    expect(made).toEqual([expect.objectContaining({ amount: 4_900, status: 'succeeded' })]);
    expect(ok.body.credit_note).toMatchObject({ invoice_number: p.deposit, amount_incl_tax_cents: 4_900, refund_reference: made[0]!.id });
    const again = await refund();
    expect(again.status).toBe(200);
    expect(again.body.credit_note.number).toBe(ok.body.credit_note.number);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);

    await until(() => smtp.messages.some((m) => m.to.includes(p.email) && m.subject.includes(ok.body.credit_note.number)), 'the credit note email');
    const mail = smtp.messages.find((m) => m.to.includes(p.email) && m.subject.includes(ok.body.credit_note.number))!;
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`Avoir ${ok.body.credit_note.number}.pdf`, 'application/pdf']]);
  });
});
