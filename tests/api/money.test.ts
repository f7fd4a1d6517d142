/**
 * The balance, refunds and credit notes against the sandbox (decision 024): staff request the
 * balance, the member pays it and gets a final invoice; staff refund (partly, wholly, twice at
 * once, with and without an Idempotency-Key) and each refund issues a credit note.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { waitForMail } from '../support/outbox.ts';
import type { Lang } from '#i18n/lang.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function paidMember(overrides: Record<string, unknown> = {}) {
  const tag = unique();
  const created = await apply({ email: `money-${tag}@test.atelier.local`, ...overrides });
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_dep_${tag}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  return { id: created.body.id as string, token: created.body.token as string, email: created.body.email as string, deposit: paid.body.invoice_number as string, depositCents: paid.body.amount_cents as number, tag };
}

const refund = (number: string, token: string, body: Record<string, unknown>, key: string | null = randomUUID(), lang?: Lang) =>
  api(`/api/invoices/${number}/refunds`, { body, token, headers: { ...(key ? { 'idempotency-key': key } : {}), ...(lang ? { 'x-atelier-lang': lang } : {}) } });

describe('the balance (sandbox)', () => {
  it('staff request it, the member pays it, a final invoice deducts the deposit invoice', async () => {
    const m = await paidMember({ formula: 'essentiel' });
    const staff = await newUser({ role: 'responsable', first_name: 'Basile' });
    const member = await newUser({ role: 'client_essentiel' });

    // not yet requested: nothing to pay
    const early = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token });
    expect(early.status).toBe(409);
    expect(errorCode(early)).toBe('balance_not_due');
    // a member is not staff
    const notStaff = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: member.token });
    expect(notStaff.status).toBe(403);

    const requested = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token });
    expect(requested.status, requested.text).toBe(201);
    expect(requested.body).toMatchObject({ balance_status: 'demande', balance_cents: 149_000 - m.depositCents, sent_to: m.email });
    const again = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token, headers: { 'x-atelier-lang': 'en' } });
    expect(again.status).toBe(409);
    expect(errorCode(again)).toBe('balance_not_requestable');
    expect(again.body.error.message).toMatch(/already requested/);
    const mail = await waitForMail(m.email, /Le solde de votre formule/);
    expect(mail).toMatch(/1\s341,00/);
    expect(mail).toContain('mes-factures');

    const checkout = await api('/api/payment/checkout', { body: { candidature_id: m.id, purpose: 'solde' }, token: m.token });
    expect(checkout.status, checkout.text).toBe(200);
    expect(checkout.body).toMatchObject({ purpose: 'solde', amount_cents: 134_100 });
    expect(checkout.body.url).toContain('solde=1');

    // the page and a double click racing: one final invoice, the same answer to all
    const reference = checkout.body.reference as string;
    const confirms = await Promise.all(
      Array.from({ length: 4 }, () => api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: reference, purpose: 'solde' }, token: m.token })),
    );
    for (const c of confirms) expect(c.status, c.text).toBe(200);
    const numbers = new Set(confirms.map((c) => c.body.invoice_number));
    expect(numbers.size).toBe(1);
    expect(confirms[0]!.body).toMatchObject({ balance_status: 'paye', amount_cents: 134_100 });
    const other = await api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: `${reference}x`, purpose: 'solde' }, token: m.token });
    expect(other.status).toBe(409);
    expect(errorCode(other)).toBe('payment_reference_mismatch');

    const invoices = await api('/api/invoices', { token: m.token });
    expect(invoices.body.map((i: { kind: string }) => i.kind).sort()).toEqual(['acompte', 'solde']);
    const final = invoices.body.find((i: { kind: string }) => i.kind === 'solde');
    expect(final.amount_excl_tax_cents + final.vat_cents).toBe(134_100);
    const pdf = await api(final.url, { token: m.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    await waitForMail(m.email, new RegExp(`Votre facture de solde ${final.number}`));
    // another member cannot read it
    expect((await api(final.url, { token: member.token })).status).toBe(404);
    // the staff see both invoices on the application
    const detail = await api(`/api/candidatures/${m.id}`, { token: staff.token });
    expect(detail.body.balance_status).toBe('paye');
    expect(detail.body.invoices.map((i: { number: string }) => i.number)).toEqual([m.deposit, final.number]);

    // the timeline tells the balance: who asked for how much, when it was paid, its invoice, then a refund by whom and why
    const refunded = await refund(final.number, staff.token, { amount_cents: 10_000, reason: 'Geste commercial' });
    expect(refunded.status, refunded.text).toBe(201);
    const timeline = await api(`/api/candidatures/${m.id}/timeline`, { token: staff.token });
    expect(timeline.status, timeline.text).toBe(200);
    type Entry = { kind: string; actor_name: string | null; reason: string | null; amount_incl_tax_cents?: number; payment_provider?: string | null; invoice_number?: string };
    const items = timeline.body.items as Entry[];
    expect(items.map((e) => e.kind)).toEqual(['created', 'paid', 'invoice_issued', 'balance_requested', 'balance_paid', 'invoice_issued', 'credit_note_issued']);
    expect(items[3]).toMatchObject({ actor_name: expect.stringContaining('Basile'), amount_incl_tax_cents: 134_100 });
    expect(items[4]).toMatchObject({ payment_provider: 'test', actor_name: null });
    expect(items[5]).toMatchObject({ invoice_number: final.number });
    expect(items[6]).toMatchObject({ reason: 'Geste commercial', amount_incl_tax_cents: 10_000, invoice_number: final.number });
    expect(items[6]!.actor_name).toBe(items[3]!.actor_name);
  });
});

describe('refunds and credit notes (sandbox)', () => {
  it('refunds in part, answers a replay the same, refuses more than what is left, in the caller’s language', async () => {
    const m = await paidMember({ lang: 'en' });
    const staff = await newUser({ role: 'admin' });
    const key = randomUUID();
    const first = await refund(m.deposit, staff.token, { amount_cents: 5_000, reason: 'Paid twice' }, key);
    expect(first.status, first.text).toBe(201);
    expect(first.body.credit_note.number).toMatch(/^A-\d{4}-\d{6}$/);
    expect(first.body.credit_note).toMatchObject({ invoice_number: m.deposit, amount_incl_tax_cents: 5_000, reason: 'Paid twice' });
    expect(first.body.remaining_cents).toBe(m.depositCents - 5_000);
    const replay = await refund(m.deposit, staff.token, { amount_cents: 5_000 }, key);
    expect(replay.status).toBe(200);
    expect(replay.body.replayed).toBe(true);
    expect(replay.body.credit_note.number).toBe(first.body.credit_note.number);
    const reused = await refund(m.deposit, staff.token, { amount_cents: 4_000 }, key);
    expect(reused.status).toBe(422);
    expect(errorCode(reused)).toBe('idempotency_key_reused');

    const tooMuch = await refund(m.deposit, staff.token, { amount_cents: m.depositCents }, randomUUID(), 'en');
    expect(tooMuch.status).toBe(409);
    expect(errorCode(tooMuch)).toBe('refund_exceeds_remaining');
    expect(tooMuch.body.error.message).toBe('The refund is more than what is left to refund on this invoice.');
    expect(tooMuch.body.error.details).toMatchObject({ remaining_cents: m.depositCents - 5_000 });
    const tooMuchFr = await refund(m.deposit, staff.token, { amount_cents: m.depositCents }, randomUUID(), 'fr');
    expect(tooMuchFr.body.error.message).toMatch(/dépasse ce qui reste/);

    const noKey = await refund(m.deposit, staff.token, { amount_cents: 100 }, null);
    expect(noKey.status).toBe(400);
    expect(errorCode(noKey)).toBe('idempotency_key_required');
    const member = await newUser({ role: 'client_premium' });
    const forbidden = await refund(m.deposit, member.token, { amount_cents: 100 });
    expect(forbidden.status).toBe(403);
    expect((await refund('F-2000-999999', staff.token, { amount_cents: 100 })).status).toBe(404);

    // the credit note: emailed (in the payer's language), readable by the payer and staff only
    const note = first.body.credit_note;
    const mail = await waitForMail(m.email, new RegExp(`credit note ${note.number}`));
    expect(mail).toContain(`Avoir ${note.number}.pdf`);
    expect((await api(note.url, { token: m.token })).status).toBe(200);
    expect((await api(note.url, { token: staff.token })).status).toBe(200);
    const stranger = await api(note.url, { token: member.token });
    expect(stranger.status).toBe(404);
    expect(errorCode(stranger)).toBe('credit_note_not_found');
    const mine = await api('/api/credit-notes', { token: m.token });
    expect(mine.body.map((n: { number: string }) => n.number)).toEqual([note.number]);
    expect((await api('/api/credit-notes', { token: member.token })).body).toEqual([]);
  });

  it('two refunds at once cannot both take the rest; a full refund of the deposit takes the role away', async () => {
    const m = await paidMember();
    const staff = await newUser({ role: 'responsable' });
    expect((await api('/api/me', { token: m.token })).body.role).toBe('client_essentiel');
    const amount = Math.ceil(m.depositCents * 0.6);
    const both = await Promise.all([refund(m.deposit, staff.token, { amount_cents: amount }), refund(m.deposit, staff.token, { amount_cents: amount })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(errorCode(both.find((r) => r.status === 409)!)).toBe('refund_exceeds_remaining');
    // the rest (no amount: everything left) empties the deposit invoice
    const rest = await refund(m.deposit, staff.token, {});
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body.remaining_cents).toBe(0);
    const notes = (await api(`/api/candidatures/${m.id}`, { token: staff.token })).body.credit_notes as { amount_incl_tax_cents: number; amount_excl_tax_cents: number; vat_cents: number }[];
    expect(notes.reduce((s, n) => s + n.amount_incl_tax_cents, 0)).toBe(m.depositCents);
    const invoice = (await api('/api/invoices', { token: m.token })).body[0];
    expect(notes.reduce((s, n) => s + n.amount_excl_tax_cents, 0)).toBe(invoice.amount_excl_tax_cents);
    expect(notes.reduce((s, n) => s + n.vat_cents, 0)).toBe(invoice.vat_cents);
    expect((await api('/api/me', { token: m.token })).body.role).toBeNull();
    const nothing = await refund(m.deposit, staff.token, { amount_cents: 1 });
    expect(errorCode(nothing)).toBe('refund_exceeds_remaining');
    // a refunded deposit cannot be followed by a balance
    const balance = await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: staff.token });
    expect(errorCode(balance)).toBe('balance_not_requestable');
  });

  it('puts final invoices and credit notes in the accounting export, credit notes negative', async () => {
    const m = await paidMember();
    const admin = await newUser({ role: 'admin' });
    await api(`/api/candidatures/${m.id}/balance`, { method: 'POST', token: admin.token });
    const paid = await api('/api/payment/confirm', { body: { candidature_id: m.id, payment_reference: `test_bal_${m.tag}`, purpose: 'solde' }, token: m.token });
    expect(paid.status, paid.text).toBe(200);
    const r = await refund(paid.body.invoice_number, admin.token, { amount_cents: 10_000 });
    expect(r.status, r.text).toBe(201);
    const day = r.body.credit_note.issued_on as string;
    const csv = await api(`/api/admin/exports/invoices.csv?from=${day}&to=${day}`, { token: admin.token });
    expect(csv.status).toBe(200);
    const lines = csv.text.split('\r\n');
    // Columns by name: the export gained tax columns after « Facture liée » (decision 060).
    const linked = lines[0]!.split(';').indexOf('Facture liée');
    expect(linked).toBeGreaterThan(0);
    const solde = lines.find((l) => l.startsWith(`solde;${paid.body.invoice_number};`))!;
    expect(solde.split(';')[linked]).toBe(m.deposit);
    const avoir = lines.find((l) => l.startsWith(`avoir;${r.body.credit_note.number};`))!;
    const cells = avoir.split(';');
    expect(cells[linked]).toBe(paid.body.invoice_number);
    expect(cells[9]).toBe('-100,00');
  });
});
