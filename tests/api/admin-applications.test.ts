/** The staff's reading of applications (decision 020): GET /api/candidatures filters and GET /api/candidatures/{id}. */
import { describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, errorCode, newUser } from '../support/api.ts';
import { apply, freshIp } from '../support/applications.ts';
import { upload } from '../support/uploads.ts';
import { photo } from '../support/file-fixtures.ts';

/** A name no other test uses, so a search finds exactly our applications. */
const unique = () => `Zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function paidApplication(overrides: Record<string, unknown>) {
  const created = await apply(overrides);
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_staff_${created.body.id}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  return { id: created.body.id as string, invoice: paid.body.invoice_number as string };
}

describe('GET /api/candidatures search and filters (staff)', () => {
  it('searches by first name, last name, full name, email and brand; combines with the payment filter', async () => {
    const tag = unique();
    const waiting = await apply({ first_name: `Alice${tag}`, last_name: 'Martin', email: `alice-${tag.toLowerCase()}@test.atelier.local` });
    expect(waiting.status, waiting.text).toBe(201);
    const paid = await paidApplication({ first_name: 'Bruno', last_name: `Durand${tag}`, email: `bruno-${tag.toLowerCase()}@test.atelier.local` });
    const staff = await newUser({ role: 'responsable' });
    const ids = async (query: string) => {
      const res = await api(`/api/candidatures?${query}`, { token: staff.token });
      expect(res.status, query).toBe(200);
      return (res.body.items as { id: string }[]).map((a) => a.id).sort();
    };
    expect(await ids(`q=${tag}`)).toEqual([waiting.body.id, paid.id].sort());
    expect(await ids(`q=${tag.toLowerCase()}`)).toEqual([waiting.body.id, paid.id].sort());
    expect(await ids(`q=${encodeURIComponent(`alice${tag}  martin`)}`)).toEqual([waiting.body.id]);
    expect(await ids(`q=bruno-${tag.toLowerCase()}@`)).toEqual([paid.id]);
    expect(await ids(`q=${tag}&payment_status=paye`)).toEqual([paid.id]);
    expect(await ids(`q=${tag}&payment_status=en_attente`)).toEqual([waiting.body.id]);
    expect(await ids(`q=${tag}&status=validee`)).toEqual([waiting.body.id, paid.id].sort());
    // the balance filter: who still owes it once requested, who settled it
    expect(await ids(`q=${tag}&balance_status=demande`)).toEqual([]);
    const requested = await api(`/api/candidatures/${paid.id}/balance`, { method: 'POST', token: staff.token });
    expect(requested.status, requested.text).toBe(201);
    expect(await ids(`q=${tag}&balance_status=demande`)).toEqual([paid.id]);
    expect(await ids(`q=${tag}&balance_status=paye`)).toEqual([]);
    const badBalance = await api(`/api/candidatures?balance_status=aucun`, { token: staff.token });
    expect(badBalance.status).toBe(400);
    // LIKE wildcards typed by the staff are literal
    expect(await ids(`q=${tag}%25`)).toEqual([]);
    expect(await ids(`q=%25${tag.slice(0, 2)}_${tag.slice(3)}`)).toEqual([]);
    const counted = await api(`/api/candidatures?q=${tag}`, { token: staff.token });
    expect(counted.body.total).toBe(2);
    expect(counted.body.items.find((a: { id: string }) => a.id === paid.id).invoice_number).toBe(paid.invoice);
  });

  it('refuses an unknown status and an over-long search', async () => {
    const admin = await newUser({ role: 'admin' });
    for (const query of ['status=annulee', `q=${'x'.repeat(201)}`]) {
      const res = await api(`/api/candidatures?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
    }
  });
});

describe('GET /api/candidatures/{id} (staff)', () => {
  it('gives staff the application with its photos (readable by them) and its invoice', async () => {
    const ip = freshIp();
    const up = await upload({ type: 'candidature', file: await photo('jpeg'), filename: 'atelier.jpg' }, { headers: { 'x-forwarded-for': ip } });
    expect(up.status, up.text).toBe(201);
    const { id, invoice } = await paidApplication({ photos: [up.body.id], links: ['https://example.org/atelier'], source: 'ceramique' });
    for (const role of ['admin', 'responsable']) {
      const staff = await newUser({ role });
      const res = await api(`/api/candidatures/${id}`, { token: staff.token });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ id, payment_status: 'paye', invoice_number: invoice, source: 'ceramique', links: ['https://example.org/atelier'], photos: [up.body.id] });
      expect(res.body.photo_files).toEqual([expect.objectContaining({ id: up.body.id, url: `/api/files/${up.body.id}`, mime: 'image/webp' })]);
      expect(res.body.invoices.map((i: { number: string; url: string }) => [i.number, i.url])).toEqual([[invoice, `/api/invoices/${invoice}/pdf`]]);
      const file = await api(res.body.photo_files[0].url, { token: staff.token });
      expect(file.status).toBe(200);
    }
  });

  it('an unpaid application has no invoice; an unknown or malformed id is 404', async () => {
    const created = await apply({});
    const admin = await newUser({ role: 'admin' });
    const res = await api(`/api/candidatures/${created.body.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ payment_status: 'en_attente', invoice_number: null, invoices: [], photo_files: [] });
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await api(`/api/candidatures/${bad}`, { token: admin.token });
      expect(missing.status, bad).toBe(404);
      expect(errorCode(missing)).toBe('candidature_not_found');
    }
  });

  it('refuses visitors (401), members and prospects, even the applicant (403)', async () => {
    const created = await apply({});
    expect((await api(`/api/candidatures/${created.body.id}`)).status).toBe(401);
    const own = await api(`/api/candidatures/${created.body.id}`, { token: created.body.token });
    expect(own.status).toBe(403);
    for (const role of ['client_essentiel', 'client_premium', null]) {
      const user = await newUser({ role });
      const res = await api(`/api/candidatures/${created.body.id}`, { token: user.token });
      expect(res.status, String(role)).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
    }
  });
});

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

async function until<T>(probe: () => T, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = probe();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('POST /api/candidatures/{id}/payment-link (staff)', () => {
  it('emails the payment link through the outbox, at most once a day per application', async () => {
    const created = await apply({ lang: 'en' });
    expect(created.status, created.text).toBe(201);
    const email = created.body.email as string;
    const staff = await newUser({ role: 'responsable' });
    const sent = await api(`/api/candidatures/${created.body.id}/payment-link`, { method: 'POST', token: staff.token });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.body).toEqual({ candidature_id: created.body.id, sent_to: email });
    const mail = (await until(() => emailsTo(email), (m) => m.length === 1, 'the payment link email'))[0]!;
    expect(mail).toContain('Subject: Your Atelier deposit is still to pay');
    expect(mail.replace(/=\r?\n/g, '')).toContain('/en/connexion?next=3D%2Fen%2Fcandidature');

    // The same day, by anyone: 429 with Retry-After, and no second email.
    const again = await api(`/api/candidatures/${created.body.id}/payment-link`, { method: 'POST', token: (await newUser({ role: 'admin' })).token });
    expect(again.status).toBe(429);
    expect(errorCode(again)).toBe('rate_limited');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // another application is not held back by this one
    const other = await apply({});
    expect((await api(`/api/candidatures/${other.body.id}/payment-link`, { method: 'POST', token: staff.token })).status).toBe(202);
    await new Promise((r) => setTimeout(r, 500));
    expect(emailsTo(email)).toHaveLength(1);
  });

  it('refuses a paid application (409), an unknown one (404), and anyone but staff', async () => {
    const admin = await newUser({ role: 'admin' });
    const paid = await paidApplication({});
    const res = await api(`/api/candidatures/${paid.id}/payment-link`, { method: 'POST', token: admin.token });
    expect(res.status).toBe(409);
    expect(errorCode(res)).toBe('conflict');
    const unknown = await api('/api/candidatures/00000000-0000-4000-8000-000000000000/payment-link', { method: 'POST', token: admin.token });
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown)).toBe('candidature_not_found');

    const created = await apply({});
    expect((await api(`/api/candidatures/${created.body.id}/payment-link`, { method: 'POST' })).status).toBe(401);
    expect((await api(`/api/candidatures/${created.body.id}/payment-link`, { method: 'POST', token: created.body.token })).status).toBe(403);
    const member = await newUser({ role: 'client_premium' });
    expect((await api(`/api/candidatures/${created.body.id}/payment-link`, { method: 'POST', token: member.token })).status).toBe(403);
    // refusals did not use up the day's reminder
    expect((await api(`/api/candidatures/${created.body.id}/payment-link`, { method: 'POST', token: admin.token })).status).toBe(202);
  });
});
