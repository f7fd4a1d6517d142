/**
 * A refund made in Stripe's dashboard whose event reaches the app before the payment is recorded
 * (decision 054): Stripe does not promise the order of its events. The event is answered 503
 * `payment_not_recorded` so that Stripe delivers it again; recording the payment, by the payer's
 * return or by the checkout's own event, reads the PaymentIntent's refunds and issues the credit
 * note; Stripe's later delivery then finds it known: one credit note, never two.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBody } from '../support/applications.ts';
import { startStripeStack, type StripeStack } from '../support/stripe-server.ts';

let stack: StripeStack;

beforeAll(async () => {
  stack = await startStripeStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

/** An applicant who paid the deposit at (fake) Stripe; the app has not been told yet. */
async function paidAtStripeOnly() {
  const created = await stack.call('/api/candidatures', { body: applicationBody({ email: `refund-first-${randomUUID().slice(0, 8)}@test.atelier.local` }) });
  expect(created.status).toBe(201);
  const checkout = await stack.call('/api/payment/checkout', { body: { candidature_id: created.body.id }, token: created.body.token });
  expect(checkout.status).toBe(200);
  const session = stack.stripe.pay(checkout.body.reference);
  return { id: created.body.id as string, token: created.body.token as string, session: session.id, amount: session.amount_total };
}

/** The member's own credit notes on `invoice` (what they see on their account). */
async function creditNotesOf(token: string, invoice: string) {
  const all = await stack.call('/api/credit-notes', { token });
  expect(all.status).toBe(200);
  return (all.body as { invoice_number: string; amount_incl_tax_cents: number; refund_reference: string }[]).filter((n) => n.invoice_number === invoice);
}

describe('a refund whose event arrives before its payment is recorded', () => {
  it('is answered 503 until then; the payer’s return records the payment and its credit note, once', async () => {
    const p = await paidAtStripeOnly();
    const { refund, hook } = await stack.stripe.dashboardRefund(stack.server.baseUrl, p.session);
    expect(hook).toMatchObject({ status: 503, body: { error: { code: 'payment_not_recorded' } } });
    // Delivered again before the payment is recorded: the same answer, nothing recorded.
    expect(await stack.stripe.sendRefundWebhook(stack.server.baseUrl, refund.id)).toMatchObject({ status: 503 });

    const paid = await stack.call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: p.session }, token: p.token });
    expect(paid.status).toBe(200);
    expect(await creditNotesOf(p.token, paid.body.invoice_number)).toEqual([expect.objectContaining({ amount_incl_tax_cents: p.amount, refund_reference: refund.id })]);
    // The deposit is wholly refunded: the formula's role goes with it (decision 031).
    expect((await stack.call('/api/me', { token: p.token })).body.role).toBeNull();

    // Stripe's next delivery, twice at once: known, nothing more.
    const again = await Promise.all([stack.stripe.sendRefundWebhook(stack.server.baseUrl, refund.id), stack.stripe.sendRefundWebhook(stack.server.baseUrl, refund.id)]);
    for (const h of again) expect(h).toMatchObject({ status: 200, body: { received: true, applied: false, credit_note_numbers: [] } });
    expect(await creditNotesOf(p.token, paid.body.invoice_number)).toHaveLength(1);
  });

  it('a partial refund is applied when the checkout’s own event records the payment', async () => {
    const p = await paidAtStripeOnly();
    const { refund, hook } = await stack.stripe.dashboardRefund(stack.server.baseUrl, p.session, { amount: 1_500 });
    expect(hook.status).toBe(503);
    const completed = await stack.stripe.sendWebhook(stack.server.baseUrl, p.session);
    expect(completed).toMatchObject({ status: 200, body: { received: true, applied: true } });
    const invoice = completed.body.invoice_number as string;
    expect(await creditNotesOf(p.token, invoice)).toEqual([expect.objectContaining({ amount_incl_tax_cents: 1_500, refund_reference: refund.id })]);
    expect((await stack.call('/api/me', { token: p.token })).body.role).toBe('client_essentiel');
    expect(await stack.stripe.sendRefundWebhook(stack.server.baseUrl, refund.id)).toMatchObject({ status: 200, body: { applied: false } });
    expect(await creditNotesOf(p.token, invoice)).toHaveLength(1);
  });
});
