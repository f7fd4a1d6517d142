/**
 * Stripe's fees and payouts in the books (decision 060), end to end: a real server with
 * PAYMENT_PROVIDER=stripe against the local fake Stripe. The fee of a payment is read from its
 * balance transaction when the payment is recorded; a signed `payout.paid` stores the payout
 * (read again from the API, once however often delivered); the sales and receipts journal books
 * both in BQ, through the Stripe clearing account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStack, type StripeStack } from '../support/stripe-server.ts';
import { newUser } from '../support/api.ts';

let stack: StripeStack;

beforeAll(async () => {
  stack = await startStripeStack();
}, 90_000);
afterAll(async () => {
  await stack?.stop();
});

async function journal(day: string, token: string) {
  const res = await fetch(`${stack.server.baseUrl}/api/admin/exports/fec.txt?from=${day}&to=${day}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const lines = new TextDecoder('iso-8859-15').decode(await res.arrayBuffer()).split('\r\n');
  const names = lines[0]!.split('\t');
  return lines.slice(1, -1).map((line) => Object.fromEntries(line.split('\t').map((v, i) => [names[i]!, v])));
}

describe('Stripe’s fees and payouts in the sales and receipts journal', () => {
  it('books the fee of a payment and a paid payout, once, through the clearing account', async () => {
    const admin = await newUser({ role: 'admin' });
    const paid = await stack.paidDeposit('books');
    const [invoice] = (await stack.call('/api/invoices', { token: paid.token })).body as { number: string; issued_on: string }[];
    expect(invoice!.number).toBe(paid.deposit);
    const day = invoice!.issued_on;

    const { payout, hook } = await stack.stripe.sendPayout(stack.server.baseUrl, 123_456, day);
    expect(hook).toEqual({ status: 200, body: { received: true, applied: true } });
    // The same event again, and a payout still in transit: nothing more.
    expect((await stack.stripe.sendWebhook(stack.server.baseUrl, payout.id, { type: 'payout.paid', data: { object: payout } })).body).toEqual({ received: true, applied: true });
    const transit = await stack.stripe.sendPayout(stack.server.baseUrl, 7_777, day, { status: 'in_transit' });
    expect(transit.hook).toEqual({ status: 200, body: { received: true, applied: false } });

    const rows = await journal(day, admin.token);
    const entry = (num: string) => rows.filter((r) => r.EcritureNum === num).map((r) => [r.JournalCode, r.CompteNum, r.Debit, r.Credit]);
    const fee = stack.stripe.feeFor(paid.depositCents);
    const amount = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
    expect(entry(`P-${paid.deposit}`)).toEqual([['BQ', '467100', amount(paid.depositCents), '0,00'], ['BQ', '411', '0,00', amount(paid.depositCents)]]);
    expect(entry(`C-${paid.deposit}`)).toEqual([['BQ', '627', amount(fee), '0,00'], ['BQ', '467100', '0,00', amount(fee)]]);
    expect(entry(`V-${payout.id}`)).toEqual([['BQ', '512', '1234,56', '0,00'], ['BQ', '467100', '0,00', '1234,56']]);
    expect(rows.some((r) => r.EcritureNum === `V-${transit.payout.id}`)).toBe(false);
    expect(rows.find((r) => r.EcritureNum === `C-${paid.deposit}`)!.PieceRef).toMatch(/^txn_/);
  });

  it('answers a payout event Stripe cannot confirm with a retry, not a booking', async () => {
    const ghost = { id: 'po_unknown123', object: 'payout', amount: 1, currency: 'eur', arrival_date: 0, status: 'paid' };
    const res = await stack.stripe.sendWebhook(stack.server.baseUrl, ghost.id, { type: 'payout.paid', data: { object: ghost } });
    expect(res).toEqual({ status: 200, body: { received: true, applied: false } });
    stack.stripe.failing = true;
    try {
      const down = await stack.stripe.sendWebhook(stack.server.baseUrl, ghost.id, { type: 'payout.paid', data: { object: ghost } });
      expect(down.status).toBe(503);
    } finally {
      stack.stripe.failing = false;
    }
  });
});
