/**
 * Refunds made in Stripe's dashboard (decision 031): the signed `charge.refunded` makes the app
 * read the PaymentIntent's refunds from (fake) Stripe and issue a credit note for each succeeded
 * one it does not know — same series, same email, same role rule — and never a second one: the
 * same event again, the echo of the app's own refund (even when it outruns the app's recording),
 * or a refund that would exceed the invoice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../support/api.ts';
import { startStripeStack, until, type CallInit, type StripeStack } from '../support/stripe-server.ts';

let server: StripeStack['server'];
let stripe: StripeStack['stripe'];
let smtp: StripeStack['smtp'];
let stack: StripeStack;
let staffToken: string;

beforeAll(async () => {
  stack = await startStripeStack();
  ({ server, stripe, smtp } = stack);
  staffToken = (await newUser({ role: 'responsable' })).token;
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

const call = (path: string, init?: CallInit) => stack.call(path, init);

const paidDeposit = () => stack.paidDeposit('dash-refund');

async function creditNotesOf(invoice: string) {
  const all = await call('/api/credit-notes?all=1', { token: staffToken });
  expect(all.status).toBe(200);
  return (all.body as { invoice_number: string; number: string; amount_incl_tax_cents: number; reason: string; refund_reference: string }[]).filter((n) => n.invoice_number === invoice);
}

const appRefund = (invoice: string, amount: number | undefined, key = randomUUID()) =>
  call(`/api/invoices/${invoice}/refunds`, { body: amount === undefined ? {} : { amount_cents: amount }, token: staffToken, headers: { 'idempotency-key': key } });

describe('refunds made in Stripe’s dashboard', () => {
  it('a partial refund issues one credit note, emailed as PDF; the same event again, or another event of it, issues none', async () => {
    const p = await paidDeposit();
    const { refund, hook } = await stripe.dashboardRefund(server.baseUrl, p.session, { amount: 2_500 });
    expect(hook.status).toBe(200);
    expect(hook.body).toMatchObject({ received: true, applied: true });
    expect(hook.body.credit_note_numbers).toHaveLength(1);
    const number = hook.body.credit_note_numbers[0] as string;
    expect(number).toMatch(/^A-\d{4}-\d{6}$/);

    const notes = await creditNotesOf(p.deposit);
    expect(notes).toEqual([expect.objectContaining({ number, amount_incl_tax_cents: 2_500, reason: 'Remboursement fait depuis Stripe', refund_reference: refund.id })]);
    await until(() => smtp.messages.some((m) => m.to.includes(p.email) && m.subject.includes(number)), 'the credit note email');
    const mail = smtp.messages.find((m) => m.to.includes(p.email) && m.subject.includes(number))!;
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`Avoir ${number}.pdf`, 'application/pdf']]);
    // The staff timeline names Stripe as the one who refunded.
    const timeline = await call(`/api/candidatures/${p.id}/timeline`, { token: staffToken });
    expect(timeline.body.items.at(-1)).toMatchObject({ kind: 'credit_note_issued', credit_note_number: number, actor_name: 'Stripe', reason: 'Remboursement fait depuis Stripe', amount_incl_tax_cents: 2_500 });

    // Redelivered, twice at once, and as refund.created / refund.updated: nothing more.
    const again = await Promise.all([
      stripe.sendRefundWebhook(server.baseUrl, refund.id),
      stripe.sendRefundWebhook(server.baseUrl, refund.id),
      stripe.sendRefundWebhook(server.baseUrl, refund.id, { type: 'refund.created' }),
      stripe.sendRefundWebhook(server.baseUrl, refund.id, { type: 'refund.updated' }),
    ]);
    for (const h of again) expect(h).toMatchObject({ status: 200, body: { received: true, applied: false, credit_note_numbers: [] } });
    expect(await creditNotesOf(p.deposit)).toHaveLength(1);

    // The app sees what is left: more than that is refused, the rest is refunded from the app.
    const left = p.depositCents - 2_500;
    const tooMuch = await appRefund(p.deposit, left + 1);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({ code: 'refund_exceeds_remaining', details: { remaining_cents: left } });
    // The member still has the formula's role: the deposit is not wholly given back.
    expect((await call('/api/me', { token: p.token })).body.role).toBe('client_essentiel');
  });

  it('the echo of an app refund issues none, also when it arrives before the app recorded the refund', async () => {
    const p = await paidDeposit();
    const first = await appRefund(p.deposit, 1_000);
    expect(first.status).toBe(201);
    const echo = await stripe.sendRefundWebhook(server.baseUrl, first.body.refund.provider_reference);
    expect(echo).toMatchObject({ status: 200, body: { applied: false, credit_note_numbers: [] } });

    // Stripe's webhook outruns Stripe's answer to the app: the webhook records the app's pending
    // reservation (same row), the app's recording then finds it done and answers the same note.
    let raced: { status: number; body: any } | undefined;
    stripe.afterRefund = async (refund) => {
      stripe.afterRefund = null;
      raced = await stripe.sendRefundWebhook(server.baseUrl, refund.id);
    };
    const second = await appRefund(p.deposit, 2_000);
    expect(second.status).toBe(201);
    expect(raced).toMatchObject({ status: 200, body: { applied: true } });
    expect(raced!.body.credit_note_numbers).toEqual([second.body.credit_note.number]);
    expect(second.body.refund).toMatchObject({ amount_cents: 2_000, status: 'succeeded' });

    const notes = await creditNotesOf(p.deposit);
    expect(notes.map((n) => n.amount_incl_tax_cents).sort((a, b) => a - b)).toEqual([1_000, 2_000]);
    expect(notes.every((n) => n.reason === '')).toBe(true);
    const intent = stripe.sessions.get(p.session)!.payment_intent;
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(2);
  });

  it('an app refund whose answer was lost is recorded from its webhook, and the retry with the same key replays it', async () => {
    const p = await paidDeposit();
    const key = randomUUID();
    stripe.afterRefund = async () => {
      // Stripe refunded, then stops answering: the package's own retries fail too.
      stripe.afterRefund = null;
      stripe.failing = true;
      return 'fail';
    };
    const lost = await appRefund(p.deposit, 3_000, key);
    stripe.failing = false;
    expect(lost.status).toBe(503);
    expect(await creditNotesOf(p.deposit)).toEqual([]);
    const intent = stripe.sessions.get(p.session)!.payment_intent;
    const [made] = [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);
    expect(made).toMatchObject({ amount: 3_000, metadata: { atelier_refund_key: key } });

    const hook = await stripe.sendRefundWebhook(server.baseUrl, made!.id);
    expect(hook).toMatchObject({ status: 200, body: { applied: true } });
    const retry = await appRefund(p.deposit, 3_000, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ replayed: true, refund: { provider_reference: made!.id }, credit_note: { number: hook.body.credit_note_numbers[0], amount_incl_tax_cents: 3_000 } });
    expect(await creditNotesOf(p.deposit)).toHaveLength(1);
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });

  it('a dashboard refund of the balance credits the final invoice and keeps the role', async () => {
    const p = await paidDeposit();
    expect((await call(`/api/candidatures/${p.id}/balance`, { method: 'POST', token: staffToken })).status).toBe(201);
    const checkout = await call('/api/payment/checkout', { body: { candidature_id: p.id, purpose: 'solde' }, token: p.token });
    stripe.pay(checkout.body.reference);
    const paid = await call('/api/payment/confirm', { body: { candidature_id: p.id, payment_reference: checkout.body.reference, purpose: 'solde' }, token: p.token });
    expect(paid.status).toBe(200);
    const { hook } = await stripe.dashboardRefund(server.baseUrl, checkout.body.reference);
    expect(hook).toMatchObject({ status: 200, body: { applied: true } });
    expect(await creditNotesOf(paid.body.invoice_number)).toEqual([expect.objectContaining({ amount_incl_tax_cents: paid.body.amount_cents })]);
    expect(await creditNotesOf(p.deposit)).toEqual([]);
    expect((await call('/api/me', { token: p.token })).body.role).toBe('client_essentiel');
  });

  it('a full refund of the deposit from the dashboard takes the formula’s role away', async () => {
    const p = await paidDeposit();
    expect((await call('/api/me', { token: p.token })).body.role).toBe('client_essentiel');
    const { hook } = await stripe.dashboardRefund(server.baseUrl, p.session);
    expect(hook).toMatchObject({ status: 200, body: { applied: true } });
    const notes = await creditNotesOf(p.deposit);
    expect(notes).toEqual([expect.objectContaining({ number: hook.body.credit_note_numbers[0], amount_incl_tax_cents: p.depositCents })]);
    expect((await call('/api/me', { token: p.token })).body.role).toBeNull();
    expect((await appRefund(p.deposit, undefined)).body.error.code).toBe('refund_exceeds_remaining');
  });

  it('a refund beyond what is left on the invoice is not issued; one short only because of an app refund in flight is delivered again', async () => {
    const p = await paidDeposit();
    expect((await appRefund(p.deposit, 5_000)).status).toBe(201);
    // Stripe's view says more was refunded than the invoice has left (say, refunded twice).
    const over = await stripe.dashboardRefund(server.baseUrl, p.session, { amount: p.depositCents, unchecked: true });
    expect(over.hook).toMatchObject({ status: 200, body: { applied: false, credit_note_numbers: [] } });
    expect(await creditNotesOf(p.deposit)).toHaveLength(1);
    stripe.refunds.delete(over.refund.id);

    // The app reserves the rest and asks Stripe; meanwhile the rest is refunded in the dashboard.
    const q = await paidDeposit();
    let during: { status: number; body: any } | undefined;
    let dashboardRefund: string | undefined;
    stripe.beforeRefund = async () => {
      stripe.beforeRefund = null;
      const made = await stripe.dashboardRefund(server.baseUrl, q.session);
      dashboardRefund = made.refund.id;
      during = made.hook;
    };
    const refused = await appRefund(q.deposit, undefined);
    // The app's reservation held the amount: the webhook is not acknowledged (Stripe retries)...
    expect(during).toMatchObject({ status: 409, body: { error: { code: 'refund_in_progress' } } });
    // ...and Stripe refuses the app's refund (already refunded there): the reservation is dropped.
    expect(refused.status).toBe(502);
    expect(await creditNotesOf(q.deposit)).toEqual([]);
    const retried = await stripe.sendRefundWebhook(server.baseUrl, dashboardRefund!);
    expect(retried).toMatchObject({ status: 200, body: { applied: true } });
    expect(await creditNotesOf(q.deposit)).toEqual([expect.objectContaining({ amount_incl_tax_cents: q.depositCents, refund_reference: dashboardRefund })]);
    expect((await call('/api/me', { token: q.token })).body.role).toBeNull();
  });
});
