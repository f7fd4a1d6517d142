/**
 * Access follows the money (decision 057, replacing the "any refund" rule of decision 035), in both
 * orders. A partial (goodwill) refund of the deposit ends nothing: the balance stays due and can be
 * paid. The refund that empties the deposit before the balance is paid ends access and cancels the
 * requested balance (409 `deposit_refunded` after). Once the balance is paid, emptying the deposit
 * is refused while the final invoice stands (409 `final_invoice_stands`) and access holds; refunding
 * the final invoice first, then the deposit, ends it. Sandbox provider; the Stripe webhook path is in
 * balance-after-refund-stripe, the race over two instances in money-instances.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { waitForMail } from '../support/outbox.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function paidMember() {
  const tag = unique();
  const email = `rule-${tag}@test.atelier.local`;
  const created = await apply({ email, formula: 'essentiel' });
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_dep_${tag}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  return { id: created.body.id as string, token: created.body.token as string, deposit: paid.body.invoice_number as string, email };
}

const refund = (number: string, token: string, amount?: number) =>
  api(`/api/invoices/${number}/refunds`, { body: amount ? { amount_cents: amount } : {}, token, headers: { 'idempotency-key': randomUUID() } });
const roleOf = async (token: string) => (await api('/api/me', { token })).body.role as string | null;
const payBalance = (m: { id: string; token: string }) =>
  api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: `test_bal_${unique()}`, purpose: 'solde' }, token: m.token });

describe('deposit refunded before the balance is paid', () => {
  it('in full: access ends, the requested balance is cancelled, its checkout and confirm answer 409 deposit_refunded; the member is told', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'admin' });
    expect((await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    // the member opened the payment before the refund
    const opened = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token });
    expect(opened.status, opened.text).toBe(200);

    const refunded = await refund(m.deposit, staff.token);
    expect(refunded.status, refunded.text).toBe(201);
    expect(refunded.body.remaining_cents).toBe(0);
    expect(await roleOf(m.token)).toBeNull();

    const detail = await api(`/api/candidatures/${m.id}`, { token: staff.token });
    expect(detail.body).toMatchObject({ balance_status: null, balance_cents: null });
    for (const lang of ['fr', 'en'] as const) {
      const checkout = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token, headers: { 'x-atelier-lang': lang } });
      expect(checkout.status).toBe(409);
      expect(errorCode(checkout)).toBe('deposit_refunded');
      expect(checkout.body.error.message).toMatch(lang === 'fr' ? /acompte a été remboursé en totalité/ : /deposit was refunded in full/);
    }
    // the session opened before the refund cannot pay it either
    const confirm = await api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: opened.body.reference, purpose: 'solde' }, token: m.token });
    expect(confirm.status).toBe(409);
    expect(errorCode(confirm)).toBe('deposit_refunded');
    const invoices = await api('/api/invoices', { token: m.token });
    expect(invoices.body.map((i: { kind: string }) => i.kind)).toEqual(['acompte']);
    const again = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'balance_not_requestable', details: { reason: 'deposit_refunded' } });
    // what the refund did, in the e-mail and on /mes-factures
    const mail = await waitForMail(m.email, new RegExp(`avoir ${refunded.body.credit_note.number}`));
    expect(mail).toMatch(/le solde qui vous avait été demandé est annulé/);
    expect(mail).toMatch(/votre accès à la formule prend fin/);
    const page = await api('/mes-factures', { token: m.token });
    expect(page.text).toContain('data-testid="balance-void"');
    expect(page.text).toContain(refunded.body.credit_note.number);
    expect(page.text).not.toContain('data-testid="balance-due"');
    // The staff's timeline keeps the request, with no amount it no longer has (never « 0,00 € »).
    const staffPage = await api(`/admin/candidatures/${m.id}`, { token: staff.token, headers: { accept: 'text/html' } });
    const requested = /<li data-event="balance_requested"[\s\S]*?<\/li>/.exec(staffPage.text)?.[0] ?? '';
    expect(requested).toContain('Solde demandé');
    expect(requested).not.toMatch(/0,00/);
  });

  it('in part (1 €): the balance stays due and is paid; access holds; the member is told the balance stays due', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'responsable' });
    expect((await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    const goodwill = await refund(m.deposit, staff.token, 100);
    expect(goodwill.status, goodwill.text).toBe(201);
    expect(await roleOf(m.token)).toBe('client_essentiel');
    expect((await api(`/api/candidatures/${m.id}`, { token: staff.token })).body).toMatchObject({ balance_status: 'demande', balance_cents: 134_100 });
    const mail = await waitForMail(m.email, new RegExp(`avoir ${goodwill.body.credit_note.number}`));
    expect(mail).toMatch(/ne change pas le solde demandé/);
    expect(mail).toMatch(/1\s341,00\s€\sTTC restent à régler/);
    expect(mail).not.toMatch(/prend fin/);
    const page = await api('/mes-factures', { token: m.token });
    expect(page.text).toContain('data-testid="balance-due"');
    expect(page.text).toContain('data-testid="balance-kept"');

    const checkout = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token });
    expect(checkout.status, checkout.text).toBe(200);
    const paid = await payBalance(m);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.amount_cents).toBe(134_100);
    expect(await roleOf(m.token)).toBe('client_essentiel');
  });

  it('in part before the request: the balance can still be requested, for the price minus the deposit invoice', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'admin' });
    expect((await refund(m.deposit, staff.token, 500)).status).toBe(201);
    const requested = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token });
    expect(requested.status, requested.text).toBe(201);
    expect(requested.body.balance_cents).toBe(134_100);
  });
});

describe('balance paid, then the deposit refunded', () => {
  it('in full: refused while the final invoice stands, access holds; the final invoice first, then the deposit, ends access', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'admin' });
    expect((await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token })).status).toBe(201);
    const paid = await payBalance(m);
    expect(paid.status, paid.text).toBe(200);

    for (const lang of ['fr', 'en'] as const) {
      const refused = await api(`/api/invoices/${m.deposit}/refunds`, { body: {}, token: staff.token, headers: { 'idempotency-key': randomUUID(), 'x-atelier-lang': lang } });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'final_invoice_stands', details: { final_invoice: paid.body.invoice_number, final_remaining_cents: 134_100 } });
      expect(refused.body.error.message).toMatch(lang === 'fr' ? /Remboursez d’abord la facture de solde/ : /Refund the final invoice first/);
    }
    expect(await roleOf(m.token)).toBe('client_essentiel');
    expect((await api(`/api/candidatures/${m.id}`, { token: staff.token })).body).toMatchObject({ balance_status: 'paye', balance_cents: 134_100 });

    // a goodwill refund of part of the deposit is allowed and changes nothing else
    expect((await refund(m.deposit, staff.token, 100)).status).toBe(201);
    // the final invoice in full: the deposit still stands, access holds
    expect((await refund(paid.body.invoice_number, staff.token)).status).toBe(201);
    expect(await roleOf(m.token)).toBe('client_essentiel');
    // then the rest of the deposit: nothing of the formula stands, access ends
    const last = await refund(m.deposit, staff.token);
    expect(last.status, last.text).toBe(201);
    expect(await roleOf(m.token)).toBeNull();
    const mail = await waitForMail(m.email, new RegExp(`avoir ${last.body.credit_note.number}`));
    expect(mail).toMatch(/votre accès à la formule prend fin/);
  });
});

describe('the staff page says what came back of the deposit', () => {
  const depositState = async (id: string, token: string, lang: 'fr' | 'en') => {
    const html = (await api(`${lang === 'en' ? '/en' : ''}/admin/candidatures/${id}`, { cookie: `session=${token}`, headers: { accept: 'text/html' } })).text;
    return /data-testid="deposit-state"><span[^>]*>([^<]*)</.exec(html)?.[1];
  };

  it('paid, then paid and partly refunded, then paid and refunded (fr and en)', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'admin' });
    expect([await depositState(m.id, staff.token, 'fr'), await depositState(m.id, staff.token, 'en')]).toEqual(['Payé', 'Paid']);
    expect((await refund(m.deposit, staff.token, 2_000)).status).toBe(201);
    expect([await depositState(m.id, staff.token, 'fr'), await depositState(m.id, staff.token, 'en')]).toEqual(['Payé, remboursé en partie', 'Paid, partly refunded']);
    expect((await refund(m.deposit, staff.token)).status).toBe(201);
    expect([await depositState(m.id, staff.token, 'fr'), await depositState(m.id, staff.token, 'en')]).toEqual(['Payé puis remboursé', 'Paid, then refunded']);
    // The list says the same of it.
    const list = (await api(`/admin/candidatures?q=${encodeURIComponent(m.email)}`, { cookie: `session=${staff.token}`, headers: { accept: 'text/html' } })).text;
    const row = new RegExp(`data-application="${m.id}"[\\s\\S]*?</li>`).exec(list)?.[0] ?? '';
    expect(row).toContain('Payé puis remboursé');
  });
});
