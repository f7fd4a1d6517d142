/**
 * Staff refuse applications or record their withdrawal, and read their timeline
 * (decision 025): POST /api/candidatures/{id}/status and GET /api/candidatures/{id}/timeline.
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { apply, freshIp } from '../support/applications.ts';
import { upload } from '../support/uploads.ts';
import { photo } from '../support/file-fixtures.ts';

const unique = () => `Zr${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function waiting(overrides: Record<string, unknown> = {}) {
  const created = await apply(overrides);
  expect(created.status, created.text).toBe(201);
  return { id: created.body.id as string, token: created.body.token as string, userId: created.body.user_id as string, email: created.body.email as string };
}

const close = (id: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
  api(`/api/candidatures/${id}/status`, { body, token, headers });

describe('POST /api/candidatures/{id}/status', () => {
  it('refuses an unpaid application with a reason; it can then not be refused, withdrawn, reminded or paid', async () => {
    const tag = unique();
    const app = await waiting({ last_name: `Refus${tag}` });
    const staff = await newUser({ role: 'responsable', first_name: 'Rita' });
    const res = await close(app.id, staff.token, { status: 'refusee', reason: '  Pas de lien avec l’artisanat.  ' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: app.id, status: 'refusee', payment_status: 'en_attente' });

    for (const status of ['refusee', 'retiree']) {
      const again = await close(app.id, staff.token, { status, reason: 'encore' });
      expect(again.status).toBe(409);
      expect(errorCode(again)).toBe('application_closed');
      expect(again.body.error.details).toEqual({ status: 'refusee' });
    }
    const reminder = await api(`/api/candidatures/${app.id}/payment-link`, { method: 'POST', token: staff.token });
    expect(reminder.status).toBe(409);
    expect(errorCode(reminder)).toBe('application_closed');
    const checkout = await api('/api/payment/checkout', { body: { candidature_id: app.id }, token: app.token });
    expect(checkout.status).toBe(409);
    expect(errorCode(checkout)).toBe('application_closed');
    const confirm = await api('/api/payment/confirm', { body: { candidature_id: app.id, payment_reference: `test_refused_${app.id}` }, token: app.token });
    expect(confirm.status).toBe(409);
    expect(errorCode(confirm)).toBe('application_closed');

    // The list filters by the new state; the applicant reads their application as refused (no reason).
    const listed = await api(`/api/candidatures?q=${tag}&status=refusee`, { token: staff.token });
    expect(listed.body.items.map((a: { id: string }) => a.id)).toEqual([app.id]);
    expect((await api(`/api/candidatures?q=${tag}&status=validee`, { token: staff.token })).body.items).toEqual([]);
    const mine = await api('/api/candidatures/me', { token: app.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: app.id, status: 'refusee', payment_status: 'en_attente' });
    expect(mine.text).not.toContain('Pas de lien');
    expect(Object.keys(mine.body).filter((k) => /reason|actor/.test(k))).toEqual([]);

    // The timeline says who refused and why (the reason trimmed).
    const timeline = await api(`/api/candidatures/${app.id}/timeline`, { token: staff.token });
    expect(timeline.status, timeline.text).toBe(200);
    expect(timeline.body.items.map((e: { kind: string }) => e.kind)).toEqual(['created', 'refused']);
    expect(timeline.body.items[1]).toMatchObject({ actor_name: expect.stringContaining('Rita'), reason: 'Pas de lien avec l’artisanat.' });

    // The applicant may apply again, and sees the refusal (not the reason) on /candidature.
    const page = await api('/candidature', { token: app.token });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="application-closed-notice"');
    expect(page.text).toContain('n’a pas été retenue');
    expect(page.text).not.toContain('Pas de lien');
    const second = await apply({ last_name: `Refus${tag}`, email: app.email }, { token: app.token });
    expect(second.status, second.text).toBe(201);
    expect((await api('/api/candidatures/me', { token: app.token })).body).toMatchObject({ id: second.body.id, status: 'validee' });
  });

  it('records a withdrawal; a paid application can be neither refused nor withdrawn', async () => {
    const staff = await newUser({ role: 'admin' });
    const app = await waiting();
    const withdrawn = await close(app.id, staff.token, { status: 'retiree', reason: 'A changé de projet' });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body.status).toBe('retiree');
    const detail = await api(`/api/candidatures/${app.id}`, { token: staff.token });
    expect(detail.body.status).toBe('retiree');
    const mine = await api('/api/candidatures/me', { token: app.token });
    expect(mine.body).toMatchObject({ id: app.id, status: 'retiree' });
    expect(mine.text).not.toContain('A changé de projet');

    const paid = await waiting();
    const ok = await api('/api/payment/confirm', { body: { candidature_id: paid.id, payment_reference: `test_close_${paid.id}` }, token: paid.token });
    expect(ok.status, ok.text).toBe(200);
    for (const status of ['refusee', 'retiree']) {
      const res = await close(paid.id, staff.token, { status, reason: 'trop tard' }, { 'accept-language': 'en' });
      expect(res.status).toBe(409);
      expect(errorCode(res)).toBe('application_paid');
    }
    const timeline = await api(`/api/candidatures/${paid.id}/timeline`, { token: staff.token });
    expect(timeline.body.items.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid', 'invoice_issued']);
    expect(timeline.body.items[2].invoice_number).toBe(ok.body.invoice_number);
  });

  it('refuses bad bodies with field errors in the caller’s language, and keeps hostile text as text', async () => {
    const app = await waiting();
    const fr = await newUser({ role: 'admin', lang: 'fr' });
    const en = await newUser({ role: 'admin', lang: 'en' });
    const bad = [
      {},
      { status: 'refusee' },
      { status: 'refusee', reason: '   ' },
      { status: 'refusee', reason: 'x'.repeat(1001) },
      { status: 'validee', reason: 'rouvrir' },
      { status: 'annulee', reason: 'x' },
      { status: 'refusee', reason: 42 },
      { status: 'refusee', reason: 'ok', extra: 1 },
    ];
    for (const body of bad) {
      const res = await close(app.id, fr.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
    }
    const inFrench = await close(app.id, fr.token, { status: 'refusee', reason: '' });
    const inEnglish = await close(app.id, en.token, { status: 'refusee', reason: '' });
    expect(inFrench.body.error.details.fieldErrors.reason).toBeDefined();
    expect(inFrench.body.error.message).not.toBe(inEnglish.body.error.message);
    const nul = await close(app.id, fr.token, { status: 'refusee', reason: 'a\u0000b' });
    expect(nul.status).toBe(400);

    const hostile = `<script>alert(1)</script> "quotes" ' \u202e ${'é'.repeat(10)}`;
    const res = await close(app.id, fr.token, { status: 'refusee', reason: hostile });
    expect(res.status, res.text).toBe(200);
    const timeline = await api(`/api/candidatures/${app.id}/timeline`, { token: fr.token });
    expect(timeline.body.items.at(-1).reason).toBe(hostile.trim());
    const page = await api(`/admin/candidatures/${app.id}`, { token: fr.token });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The answer to "refused twice" is in each caller's language too.
    const twiceFr = await close(app.id, fr.token, { status: 'refusee', reason: 'x' });
    const twiceEn = await close(app.id, en.token, { status: 'refusee', reason: 'x' });
    expect(twiceFr.body.error.message).toMatch(/refusée ou retirée/);
    expect(twiceEn.body.error.message).toMatch(/refused or withdrawn/);
  });

  it('answers 401 signed out, 403 to other roles (the applicant too), 404 for unknown or malformed ids', async () => {
    const app = await waiting();
    const body = { status: 'refusee', reason: 'non' };
    expect((await api(`/api/candidatures/${app.id}/status`, { body })).status).toBe(401);
    const client = await newUser({ role: 'client_premium' });
    for (const token of [client.token, app.token]) {
      const res = await close(app.id, token, body);
      expect(res.status).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
      const t = await api(`/api/candidatures/${app.id}/timeline`, { token });
      expect(t.status).toBe(403);
    }
    const admin = await newUser({ role: 'admin' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await close(encodeURIComponent(id), admin.token, body);
      expect(res.status, id).toBe(404);
      expect(errorCode(res)).toBe('candidature_not_found');
      const t = await api(`/api/candidatures/${encodeURIComponent(id)}/timeline`, { token: admin.token });
      expect(t.status).toBe(404);
    }
    // Nothing changed for the real one.
    expect((await api(`/api/candidatures/${app.id}`, { token: admin.token })).body.status).toBe('validee');
  });

  it('a refusal racing a payment: exactly one wins, never both', async () => {
    const admin = await newUser({ role: 'admin' });
    for (let i = 0; i < 3; i++) {
      const app = await waiting();
      const [refusal, payment] = await Promise.all([
        close(app.id, admin.token, { status: 'refusee', reason: 'course' }),
        api('/api/payment/confirm', { body: { candidature_id: app.id, payment_reference: `test_race_${app.id}` }, token: app.token }),
      ]);
      expect([refusal.status, payment.status].sort()).toEqual([200, 409]);
      const detail = await api(`/api/candidatures/${app.id}`, { token: admin.token });
      if (refusal.status === 200) expect(detail.body).toMatchObject({ status: 'refusee', payment_status: 'en_attente', invoices: [] });
      else expect(detail.body).toMatchObject({ status: 'validee', payment_status: 'paye' });
    }
  });
});

describe('GET /api/candidatures/{id}/timeline', () => {
  it('lists creation, attached photos and each payment link sent, with who sent it', async () => {
    const ip = freshIp();
    const up = await upload({ type: 'candidature', file: await photo('jpeg'), filename: 'a.jpg' }, { headers: { 'x-forwarded-for': ip } });
    expect(up.status, up.text).toBe(201);
    const app = await waiting({ photos: [up.body.id] });
    const staff = await newUser({ role: 'responsable', first_name: 'Paul' });
    const sent = await api(`/api/candidatures/${app.id}/payment-link`, { method: 'POST', token: staff.token });
    expect(sent.status, sent.text).toBe(202);
    const res = await api(`/api/candidatures/${app.id}/timeline`, { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.items.map((e: { kind: string }) => e.kind)).toEqual(['created', 'photos_attached', 'payment_link_sent']);
    expect(res.body.items[1].photo_count).toBe(1);
    expect(res.body.items[2].actor_name).toContain('Paul');
    const page = await api(`/en/admin/candidatures/${app.id}`, { token: staff.token });
    expect(page.text).toContain('Payment link sent again');
    expect(page.text).toContain('1 photo attached');
  });
});

describe('the accounting export form on /admin/candidatures', () => {
  it('is shown to an admin (current month by default, fr and en), not to a responsable', async () => {
    const admin = await newUser({ role: 'admin' });
    const fr = await api('/admin/candidatures', { token: admin.token });
    expect(fr.text).toContain('data-testid="export-form"');
    expect(fr.text).toContain('action="/api/admin/exports/invoices.csv"');
    expect(fr.text).toMatch(/name="from" value="\d{4}-\d{2}-01"/);
    expect(fr.text).toContain('Export comptable');
    const en = await api('/en/admin/candidatures', { token: admin.token });
    expect(en.text).toContain('Accounting export');
    const responsable = await newUser({ role: 'responsable' });
    const page = await api('/admin/candidatures', { token: responsable.token });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('export-form');
    expect(page.text).not.toContain('Export comptable');
  });
});
