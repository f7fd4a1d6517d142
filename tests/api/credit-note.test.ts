/**
 * GET /api/credit-notes/{number}: one credit note as JSON, the same item GET /api/credit-notes
 * lists, for its payer and for staff (admin, responsable); another member's or an unknown number
 * is a 404, as for its PDF (decision 024). api() checks every answer against the document.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';

let payer: { token: string };
let note: { number: string; url: string };

beforeAll(async () => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const created = await apply({ email: `credit-note-${tag}@test.atelier.local` });
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_dep_${tag}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  const staff = await newUser({ role: 'responsable' });
  const refunded = await api(`/api/invoices/${paid.body.invoice_number}/refunds`, { body: { amount_cents: 1_000 }, token: staff.token, headers: { 'idempotency-key': randomUUID() } });
  expect(refunded.status, refunded.text).toBe(201);
  payer = { token: created.body.token };
  note = refunded.body.credit_note;
});

describe('GET /api/credit-notes/{number}', () => {
  it('answers its payer the item of their credit-note list', async () => {
    const res = await api(`/api/credit-notes/${note.number}`, { token: payer.token });
    expect(res.status, res.text).toBe(200);
    const [listed] = (await api('/api/credit-notes', { token: payer.token })).body;
    expect(res.body).toEqual(listed);
    expect(res.body).toMatchObject({ number: note.number, kind: 'avoir', amount_incl_tax_cents: 1_000, url: note.url });
  });

  it('answers staff, admin and responsable alike', async () => {
    for (const role of ['admin', 'responsable']) {
      const staff = await newUser({ role });
      const res = await api(`/api/credit-notes/${note.number}`, { token: staff.token });
      expect(res.status, role).toBe(200);
      expect(res.body.number).toBe(note.number);
    }
  });

  it('is a 404 for another member’s credit note, an unknown number and a malformed one', async () => {
    const other = await newUser({ role: 'client_premium' });
    const stranger = await api(`/api/credit-notes/${note.number}`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(errorCode(stranger)).toBe('credit_note_not_found');
    for (const number of ['A-2000-999999', 'nope']) {
      const unknown = await api(`/api/credit-notes/${number}`, { token: payer.token });
      expect(unknown.status, number).toBe(404);
      expect(errorCode(unknown), number).toBe('credit_note_not_found');
    }
  });

  it('needs a session', async () => {
    const res = await api(`/api/credit-notes/${note.number}`);
    expect(res.status).toBe(401);
  });
});
