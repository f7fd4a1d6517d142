/**
 * One money rule (decision 035): a deposit with a refund has no balance to pay, whichever comes
 * first. Balance requested, then the deposit refunded → the balance is cancelled and its checkout
 * and confirmation are refused (409 `deposit_refunded`); deposit refunded first → the balance
 * cannot be requested. Sandbox provider; the Stripe webhook path is in balance-after-refund-stripe.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function paidMember() {
  const tag = unique();
  const created = await apply({ email: `rule-${tag}@test.atelier.local`, formula: 'essentiel' });
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_dep_${tag}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  return { id: created.body.id as string, token: created.body.token as string, deposit: paid.body.invoice_number as string };
}

const refund = (number: string, token: string, amount?: number) =>
  api(`/api/invoices/${number}/refunds`, { body: amount ? { amount_cents: amount } : {}, token, headers: { 'idempotency-key': randomUUID() } });

describe('a deposit with a refund has no balance to pay', () => {
  it('balance requested, then the deposit refunded: the balance is cancelled, checkout and confirm answer 409 deposit_refunded', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'admin' });
    expect((await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    // the member opened the payment before the refund
    const opened = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token });
    expect(opened.status, opened.text).toBe(200);

    const refunded = await refund(m.deposit, staff.token);
    expect(refunded.status, refunded.text).toBe(201);
    expect(refunded.body.remaining_cents).toBe(0);

    const detail = await api(`/api/candidatures/${m.id}`, { token: staff.token });
    expect(detail.body).toMatchObject({ balance_status: null, balance_cents: null });
    for (const lang of ['fr', 'en'] as const) {
      const checkout = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token, headers: { 'x-atelier-lang': lang } });
      expect(checkout.status).toBe(409);
      expect(errorCode(checkout)).toBe('deposit_refunded');
      expect(checkout.body.error.message).toMatch(lang === 'fr' ? /acompte a été remboursé/ : /deposit was refunded/);
    }
    // the session opened before the refund cannot pay it either
    const confirm = await api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: opened.body.reference, purpose: 'solde' }, token: m.token });
    expect(confirm.status).toBe(409);
    expect(errorCode(confirm)).toBe('deposit_refunded');
    const invoices = await api('/api/invoices', { token: m.token });
    expect(invoices.body.map((i: { kind: string }) => i.kind)).toEqual(['acompte']);
    // and it cannot be requested again
    const again = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'balance_not_requestable', details: { reason: 'deposit_refunded' } });
  });

  it('a partial refund of the deposit cancels the requested balance too', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'responsable' });
    expect((await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    expect((await refund(m.deposit, staff.token, 1_000)).status).toBe(201);
    const checkout = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token });
    expect(errorCode(checkout)).toBe('deposit_refunded');
    expect((await api(`/api/candidatures/${m.id}`, { token: staff.token })).body.balance_status).toBeNull();
  });

  it('deposit refunded first: the balance request is refused, checkout and confirm too', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'admin' });
    expect((await refund(m.deposit, staff.token, 500)).status).toBe(201);
    const requested = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token });
    expect(requested.status).toBe(409);
    expect(requested.body.error).toMatchObject({ code: 'balance_not_requestable', details: { reason: 'deposit_refunded' } });
    const checkout = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token });
    expect(errorCode(checkout)).toBe('deposit_refunded');
    const confirm = await api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: `test_bal_${unique()}`, purpose: 'solde' }, token: m.token });
    expect(confirm.status).toBe(409);
    expect(errorCode(confirm)).toBe('deposit_refunded');
  });

  it('a balance paid before the deposit refund stays paid', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'admin' });
    expect((await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    const paid = await api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: `test_bal_${unique()}`, purpose: 'solde' }, token: m.token });
    expect(paid.status, paid.text).toBe(200);
    expect((await refund(m.deposit, staff.token)).status).toBe(201);
    expect((await api(`/api/candidatures/${m.id}`, { token: staff.token })).body).toMatchObject({ balance_status: 'paye', balance_cents: 134_100 });
  });
});
