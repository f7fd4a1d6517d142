/**
 * Payment with the `test` sandbox (the default outside production) against the shared server:
 * confirmation rules, concurrency, invoices and their PDF, the invoice email in the outbox files.
 */
import { describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { api, errorCode, newUser, type ApiResponse } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { formatCents } from '#i18n/format.ts';

const confirm = (token: string | undefined, body: unknown) => api('/api/payment/confirm', { body, token });

async function prospect(overrides: Record<string, unknown> = {}) {
  const res = await apply(overrides);
  expect(res.status).toBe(201);
  return { id: res.body.id as string, token: res.body.token as string, email: res.body.email as string, userId: res.body.user.id as string };
}

/** .eml files the server wrote for this address (no SMTP_URL in the shared test server). */
function emailsTo(address: string): string[] {
  const dir = join(inject('dataDir'), 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => n.endsWith(`-${address}.eml`)).map((n) => readFileSync(join(dir, n), 'utf8'));
}

async function until<T>(probe: () => T | Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Proof that every mail queued before now has been sent: a later payment's email has arrived.
 * The sender takes messages oldest first, so any second email for earlier payments would be out too.
 */
async function outboxBarrier() {
  const later = await prospect();
  await confirm(later.token, { candidature_id: later.id, payment_reference: `test_barrier_${later.id}` });
  await until(() => emailsTo(later.email).length, (n) => n === 1, 'the barrier email');
}

describe('POST /api/payment/confirm (sandbox)', () => {
  it('401 without a session, 404 for someone else’s or an unknown application, 402 without a reference the provider calls paid', async () => {
    const p = await prospect();
    const noSession = await confirm(undefined, { candidature_id: p.id, payment_reference: 'test_x' });
    expect(noSession.status).toBe(401);
    expect(errorCode(noSession)).toBe('unauthenticated');

    const other = await prospect();
    const foreign = await confirm(other.token, { candidature_id: p.id, payment_reference: 'test_x' });
    expect(foreign.status).toBe(404);
    expect(errorCode(foreign)).toBe('candidature_not_found');
    const admin = await newUser({ role: 'admin' });
    expect((await confirm(admin.token, { candidature_id: p.id, payment_reference: 'test_x' })).status).toBe(404);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "' or 1=1 --"]) {
      expect((await confirm(p.token, { candidature_id: id, payment_reference: 'test_x' })).status).toBe(404);
    }
    for (const body of [{ candidature_id: p.id }, { candidature_id: p.id, payment_reference: '' }, { candidature_id: p.id, payment_reference: 'with space' }, { candidature_id: p.id, payment_reference: 12 }, { candidature_id: p.id, payment_reference: 'x'.repeat(256) }, { candidature_id: p.id, payment_reference: 'a', extra: 1 }, {}]) {
      const res = await confirm(p.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
    }
    const me = await api('/api/candidatures/me', { token: p.token });
    expect(me.body.payment_status).toBe('en_attente');
  });

  it('pays: role of the formula, invoice number and email, the application no longer pending; again is the same, another reference is 409', async () => {
    const p = await prospect({ formula: 'essentiel' });
    const res = await confirm(p.token, { candidature_id: p.id, payment_reference: `test_ok_${p.id}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ candidature_id: p.id, payment_status: 'paye', role: 'client_essentiel', formula: 'essentiel', amount_cents: 14_900, invoice_email: p.email });
    expect(res.body.invoice_number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(res.body.invoice_url).toBe(`/api/invoices/${res.body.invoice_number}/pdf`);

    expect((await api('/api/me', { token: p.token })).body.role).toBe('client_essentiel');
    expect((await api('/api/candidatures/me', { token: p.token })).body).toBeNull();
    const again = await confirm(p.token, { candidature_id: p.id, payment_reference: `test_ok_${p.id}` });
    expect(again.status).toBe(200);
    expect(again.body.invoice_number).toBe(res.body.invoice_number);
    const other = await confirm(p.token, { candidature_id: p.id, payment_reference: 'test_forged' });
    expect(other.status).toBe(409);
    expect(errorCode(other)).toBe('payment_reference_mismatch');

    const [mail] = await until(() => emailsTo(p.email), (m) => m.length >= 1, 'the invoice email');
    expect(mail).toMatch(/Subject: =\?UTF-8\?Q\?Votre_facture_d=E2=80=99acompte_F-/);
    expect(mail).toContain(`filename="Facture ${res.body.invoice_number}.pdf"`);
    await outboxBarrier();
    expect(emailsTo(p.email)).toHaveLength(1);
  });

  it('gives 20 confirmations at once one payment, one invoice, one email', async () => {
    const p = await prospect();
    const body = { candidature_id: p.id, payment_reference: `test_twenty_${p.id}` };
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(p.token, body)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.invoice_number)).size).toBe(1);
    const invoices = await api('/api/invoices', { token: p.token });
    expect(invoices.body).toHaveLength(1);
    await until(() => emailsTo(p.email).length, (n) => n >= 1, 'the invoice email');
    await outboxBarrier();
    expect(emailsTo(p.email)).toHaveLength(1);
  });

  it('gives 50 confirmations at once on 50 applications 50 consecutive numbers, with no gap or duplicate in the year', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => prospect()));
    const results = await Promise.all(people.map((p) => confirm(p.token, { candidature_id: p.id, payment_reference: `test_fifty_${p.id}` })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const numbers = results.map((r) => r.body.invoice_number as string);
    expect(new Set(numbers).size).toBe(50);
    const year = Number(numbers[0]!.slice(2, 6));
    const seqs = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);

    const admin = await newUser({ role: 'admin' });
    const all = await api(`/api/invoices?all=1&year=${year}`, { token: admin.token });
    const yearSeqs = (all.body as { number: string }[]).map((i) => Number(i.number.slice(-6))).sort((a, b) => a - b);
    // the whole year: 1, 2, 3 … without a hole or a repeat (invoices of parallel tests included)
    expect(yearSeqs).toEqual(Array.from({ length: yearSeqs.length }, (_, i) => i + 1));
    // ours are consecutive, except where another test's payment took a number in between
    const ours = new Set(seqs);
    const between = yearSeqs.filter((s) => s >= seqs[0]! && s <= seqs.at(-1)! && !ours.has(s));
    expect(seqs.at(-1)! - seqs[0]! + 1).toBe(50 + between.length);
  });

  it('has no webhook in the sandbox', async () => {
    const res = await api('/api/payment/webhook', { method: 'POST', rawBody: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/payment/checkout (sandbox)', () => {
  it('sends the payer to the sandbox page for their own application only', async () => {
    const p = await prospect();
    const res = await api('/api/payment/checkout', { body: { candidature_id: p.id }, token: p.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'test', candidature_id: p.id, amount_cents: 14_900 });
    expect(res.body.url).toBe(`/candidature/paiement-test?candidature=${p.id}&reference=${res.body.reference}`);
    const en = await api('/api/payment/checkout', { body: { candidature_id: p.id, lang: 'en' }, token: p.token });
    expect(en.body.url).toMatch(/^\/en\/candidature\/paiement-test\?/);
    const other = await prospect();
    expect((await api('/api/payment/checkout', { body: { candidature_id: p.id }, token: other.token })).status).toBe(404);
    expect((await api('/api/payment/checkout', { body: { candidature_id: p.id } })).status).toBe(401);
    await confirm(p.token, { candidature_id: p.id, payment_reference: res.body.reference });
    const paid = await api('/api/payment/checkout', { body: { candidature_id: p.id }, token: p.token });
    expect(paid.status).toBe(409);
  });
});

describe('invoices', () => {
  async function paidProspect(overrides: Record<string, unknown> = {}) {
    const p = await prospect(overrides);
    const res = await confirm(p.token, { candidature_id: p.id, payment_reference: `test_inv_${p.id}` });
    return { ...p, number: res.body.invoice_number as string };
  }

  it('lists the payer’s invoices, and every invoice for staff only', async () => {
    const p = await paidProspect();
    const mine = await api('/api/invoices', { token: p.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({ number: p.number, candidature_id: p.id, amount_incl_tax_cents: 14_900, amount_excl_tax_cents: 12_417, vat_cents: 2_483, vat_rate_bp: 2000, currency: 'EUR', url: `/api/invoices/${p.number}/pdf` }),
    ]);
    expect((await api('/api/invoices?all=1', { token: p.token })).status).toBe(403);
    expect((await api('/api/invoices')).status).toBe(401);
    const responsable = await newUser({ role: 'responsable' });
    const all = await api('/api/invoices?all=1', { token: responsable.token });
    expect(all.body.some((i: { number: string }) => i.number === p.number)).toBe(true);
    expect((await api('/api/invoices?year=abc', { token: p.token })).status).toBe(400);
  });

  it('serves the PDF to its payer and to staff only, with the stored amounts and the legal mentions', async () => {
    const address = { street: '3 quai des Tanneurs', postal_code: '67000', city: 'Strasbourg', country: 'FR' };
    const p = await paidProspect({ formula: 'premium', first_name: 'Noé', last_name: 'Lefèvre', billing_address: address });
    const res = await fetch(`${inject('baseUrl')}/api/invoices/${p.number}/pdf`, { headers: { authorization: `Bearer ${p.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Facture ${p.number}.pdf"; filename*=UTF-8''Facture%20${p.number}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const [invoice] = (await api('/api/invoices', { token: p.token })).body as { amount_excl_tax_cents: number; vat_cents: number; amount_incl_tax_cents: number }[];
    const eur = (c: number) => formatCents(c, 'fr').replace(/\s/g, ' ');
    // The buyer's postal address given at the application's last step (decision 027).
    expect(flat).toContain('Facturé à Noé Lefèvre Marque : Céramiques Camille 3 quai des Tanneurs 67000 Strasbourg France');
    for (const piece of [`N° ${p.number}`, 'FACTURE D’ACOMPTE', 'Noé Lefèvre', p.email, 'SIREN', `Total HT ${eur(invoice!.amount_excl_tax_cents)}`, `TVA 20 % ${eur(invoice!.vat_cents)}`, `Total TTC ${eur(invoice!.amount_incl_tax_cents)}`, 'Facture acquittée.', 'indemnité forfaitaire pour frais de recouvrement de 40 €']) {
      expect(flat, piece).toContain(piece);
    }
    expect(invoice).toMatchObject({ amount_incl_tax_cents: 29_900 });

    const stranger = await newUser({ role: 'client_premium' });
    const hidden = await api(`/api/invoices/${p.number}/pdf`, { token: stranger.token });
    expect(hidden.status).toBe(404);
    expect(errorCode(hidden)).toBe('invoice_not_found');
    expect((await api(`/api/invoices/${p.number}/pdf`)).status).toBe(401);
    const admin = await newUser({ role: 'admin' });
    expect((await fetch(`${inject('baseUrl')}/api/invoices/${p.number}/pdf?inline=1`, { headers: { authorization: `Bearer ${admin.token}` } })).headers.get('content-disposition')).toMatch(/^inline;/);
    for (const bad of ['F-2026-1', 'nope', '..%2F..%2Fetc', 'F-9999-999999']) {
      const r: ApiResponse = await api(`/api/invoices/${bad}/pdf`, { token: admin.token });
      expect(r.status, bad).toBe(404);
    }
  });

  it('gives the Essentiel member the parcours cap and has_other_active', async () => {
    const p = await paidProspect({ formula: 'essentiel' });
    const list = (await api('/api/parcours', { token: p.token })).body as { id: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect((await api(`/api/parcours/${list[0]!.id}/start`, { method: 'POST', token: p.token })).status).toBe(200);
    const second = await api(`/api/parcours/${list[1]!.id}/start`, { method: 'POST', token: p.token });
    expect(second.status).toBe(409);
    expect(errorCode(second)).toBe('parcours_limit');
    expect((await api(`/api/parcours/${list[1]!.id}`, { token: p.token })).body.has_other_active).toBe(true);
  });
});
