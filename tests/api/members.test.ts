/**
 * The members routes (decision 025): GET /api/members, PUT /api/members/{id}/role,
 * GET /api/members/role-changes. The last-admin rule and the cross-instance effect need a
 * database of their own: members-last-admin.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';

const unique = () => `Zm${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

describe('GET /api/members', () => {
  it('searches by name and email and filters by role, for admin and responsable', async () => {
    const tag = unique();
    const a = await newUser({ role: 'client_premium', first_name: `Anna${tag}`, email: `anna-${tag.toLowerCase()}@test.atelier.local` });
    const b = await newUser({ role: null, first_name: 'Bob', email: `bob-${tag.toLowerCase()}@test.atelier.local` });
    for (const role of ['admin', 'responsable']) {
      const staff = await newUser({ role });
      const ids = async (query: string) => {
        const res = await api(`/api/members?${query}`, { token: staff.token });
        expect(res.status, `${query} ${res.text}`).toBe(200);
        return (res.body.items as { id: string }[]).map((m) => m.id).sort();
      };
      expect(await ids(`q=${tag}`)).toEqual([a.user.id, b.user.id].sort());
      expect(await ids(`q=anna${tag.toLowerCase()}`)).toEqual([a.user.id]);
      expect(await ids(`q=bob-${tag.toLowerCase()}@`)).toEqual([b.user.id]);
      expect(await ids(`q=${tag}&role=client_premium`)).toEqual([a.user.id]);
      expect(await ids(`q=${tag}&role=aucun`)).toEqual([b.user.id]);
      expect(await ids(`q=${tag}&role=admin`)).toEqual([]);
      expect(await ids(`q=${tag}%25`)).toEqual([]);
      const one = await api(`/api/members?q=${tag}&role=client_premium`, { token: staff.token });
      expect(one.body).toMatchObject({ total: 1, items: [{ id: a.user.id, role: 'client_premium', first_name: `Anna${tag}` }] });
    }
  });

  it('refuses bad filters (400), signed out (401) and other roles (403)', async () => {
    const admin = await newUser({ role: 'admin' });
    for (const query of ['role=membre', `q=${'x'.repeat(201)}`, 'limit=0', 'limit=101', 'offset=-1', 'other=1']) {
      const res = await api(`/api/members?${query}`, { token: admin.token });
      expect(res.status, query).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
    }
    expect((await api('/api/members')).status).toBe(401);
    // Hostile search text is searched and shown as text; a bad role in the page's address is dropped.
    const hostile = await api(`/api/members?q=${encodeURIComponent('<script>"\'%_')}`, { token: admin.token });
    expect(hostile.status).toBe(200);
    const page = await api(`/admin/membres?q=${encodeURIComponent('"><script>x</script>')}&role=root`, { token: admin.token });
    expect(page.status).toBe(200);
    // The search is kept in its field (the bad role alone is dropped), quoted so it stays an attribute value.
    expect(page.text).not.toContain('"><script>x</script>');
    expect(page.text).toContain('value="&quot;><script>x</script>"');
    expect((await api('/api/members?q=a%00b', { token: admin.token })).status).toBe(400);
    for (const role of ['client_essentiel', 'client_premium', null]) {
      const user = await newUser({ role });
      for (const path of ['/api/members', '/api/members/role-changes']) {
        const res = await api(path, { token: user.token });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(errorCode(res)).toBe('forbidden');
      }
    }
  });
});

describe('PUT /api/members/{id}/role', () => {
  it('an admin changes a role; it is recorded (who, when, from, to) and takes effect at once', async () => {
    const admin = await newUser({ role: 'admin', first_name: 'Adèle' });
    const member = await newUser({ role: 'client_essentiel' });
    expect((await api('/api/me', { token: member.token })).body.role).toBe('client_essentiel');
    const before = Date.now();
    const res = await api(`/api/members/${member.user.id}/role`, { method: 'PUT', body: { role: 'responsable' }, token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: member.user.id, role: 'responsable', changed: true });
    // The member's session now has the staff role (the cache was invalidated).
    expect((await api('/api/me', { token: member.token })).body.role).toBe('responsable');
    expect((await api('/api/members', { token: member.token })).status).toBe(200);

    const same = await api(`/api/members/${member.user.id}/role`, { method: 'PUT', body: { role: 'responsable' }, token: admin.token });
    expect(same.body.changed).toBe(false);
    const none = await api(`/api/members/${member.user.id}/role`, { method: 'PUT', body: { role: null }, token: admin.token });
    expect(none.body).toMatchObject({ role: null, changed: true });
    expect((await api('/api/members', { token: member.token })).status).toBe(403);

    const history = await api(`/api/members/role-changes?user_id=${member.user.id}`, { token: admin.token });
    expect(history.status, history.text).toBe(200);
    expect(history.body.items.map((h: { from_role: string | null; to_role: string | null }) => [h.from_role, h.to_role])).toEqual([
      ['responsable', null],
      ['client_essentiel', 'responsable'],
    ]);
    for (const h of history.body.items) {
      expect(h).toMatchObject({ user_id: member.user.id, changed_by: admin.user.id, changed_by_name: expect.stringContaining('Adèle') });
      expect(new Date(h.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    // The staff page shows it, in French and English.
    const fr = await api('/admin/membres', { token: admin.token });
    expect(fr.status).toBe(200);
    expect(fr.text).toContain('Changements de rôle');
    const en = await api('/en/admin/members', { token: admin.token });
    expect(en.status).toBe(200);
    expect(en.text).toContain('Role changes');
  });

  it('a role given by a payment is recorded as the system’s', async () => {
    const { apply } = await import('../support/applications.ts');
    const created = await apply({});
    expect(created.status, created.text).toBe(201);
    const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_role_${created.body.id}` }, token: created.body.token });
    expect(paid.status, paid.text).toBe(200);
    const admin = await newUser({ role: 'admin' });
    const history = await api(`/api/members/role-changes?user_id=${created.body.user_id}`, { token: admin.token });
    expect(history.body.items).toEqual([expect.objectContaining({ from_role: null, to_role: paid.body.role, changed_by: null, changed_by_name: null })]);
  });

  it('a full refund of the deposit takes the role away, recorded as the refunding staff member’s act', async () => {
    const { apply } = await import('../support/applications.ts');
    const { randomUUID } = await import('node:crypto');
    const created = await apply({});
    const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_refrole_${created.body.id}` }, token: created.body.token });
    expect(paid.status, paid.text).toBe(200);
    const staff = await newUser({ role: 'responsable', first_name: 'Romane' });
    const refunded = await api(`/api/invoices/${paid.body.invoice_number}/refunds`, { body: {}, token: staff.token, headers: { 'idempotency-key': randomUUID() } });
    expect(refunded.status, refunded.text).toBe(201);
    const history = await api(`/api/members/role-changes?user_id=${created.body.user_id}`, { token: staff.token });
    expect(history.body.items.map((h: { from_role: string | null; to_role: string | null; changed_by: string | null }) => [h.from_role, h.to_role, h.changed_by])).toEqual([
      [paid.body.role, null, staff.user.id],
      [null, paid.body.role, null],
    ]);
    expect(history.body.items[0].changed_by_name).toContain('Romane');
    // The application's timeline shows the credit note after the invoice.
    const timeline = await api(`/api/candidatures/${created.body.id}/timeline`, { token: staff.token });
    expect(timeline.body.items.map((e: { kind: string }) => e.kind)).toEqual(['created', 'paid', 'invoice_issued', 'credit_note_issued']);
    expect(timeline.body.items[3]).toMatchObject({ credit_note_number: refunded.body.credit_note.number, invoice_number: paid.body.invoice_number });
    expect(timeline.body.items[3].actor_name).toContain('Romane');
  });

  it('only admins: a responsable reads the list but gets 403; bad roles and ids are refused', async () => {
    const member = await newUser({ role: 'client_essentiel' });
    const responsable = await newUser({ role: 'responsable' });
    const res = await api(`/api/members/${member.user.id}/role`, { method: 'PUT', body: { role: 'admin' }, token: responsable.token });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('forbidden');
    const page = await api('/admin/membres', { token: responsable.token });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="roles-read-only"');
    expect(page.text).not.toContain('name="role" ');
    expect(page.text).not.toContain('erase-account'); // erasure from this page is for admins only
    expect(page.text).not.toContain('data-testid="erase-hint"');
    const self = await api(`/api/members/${member.user.id}/role`, { method: 'PUT', body: { role: 'admin' }, token: member.token });
    expect(self.status).toBe(403);
    expect((await api(`/api/members/${member.user.id}/role`, { method: 'PUT', body: { role: 'admin' } })).status).toBe(401);
    const clientPage = await api('/admin/membres', { token: member.token });
    expect(clientPage.status).toBe(403);

    const admin = await newUser({ role: 'admin', lang: 'en' });
    for (const body of [{}, { role: 'membre' }, { role: 'Admin' }, { role: ['admin'] }, { role: 'admin', extra: true }, { role: 'admin\u0000' }]) {
      const bad = await api(`/api/members/${member.user.id}/role`, { method: 'PUT', body, token: admin.token });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(bad)).toBe('validation_failed');
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '..%2F..%2Fetc']) {
      const missing = await api(`/api/members/${id}/role`, { method: 'PUT', body: { role: 'admin' }, token: admin.token });
      expect(missing.status, id).toBe(404);
      expect(errorCode(missing)).toBe('user_not_found');
      expect(missing.body.error.message).toMatch(/not found/i);
    }
    expect((await api('/api/members/role-changes?user_id=nope', { token: admin.token })).status).toBe(400);
    expect((await api('/api/me', { token: member.token })).body.role).toBe('client_essentiel');
  });
});

describe('erased accounts (decision 026) and the staff records', () => {
  it('an erased staff member’s name leaves the timeline and the role history; tombstones are not listed nor given a role', async () => {
    const admin = await newUser({ role: 'admin' });
    const tag = unique();
    const staff = await newUser({ role: 'responsable', first_name: `Erased${tag}` });
    const { apply } = await import('../support/applications.ts');
    const created = await apply({});
    expect(created.status, created.text).toBe(201);
    expect((await api(`/api/candidatures/${created.body.id}/status`, { body: { status: 'retiree', reason: 'renonce' }, token: staff.token })).status).toBe(200);
    const member = await newUser({ role: 'client_essentiel' });
    const staffAdmin = await newUser({ role: 'admin', first_name: `Erased${tag}` });
    expect((await api(`/api/members/${member.user.id}/role`, { method: 'PUT', body: { role: 'client_premium' }, token: staffAdmin.token })).status).toBe(200);

    for (const who of [staff, staffAdmin]) expect((await api(`/api/users/${who.user.id}/erase`, { method: 'POST', token: admin.token })).status).toBe(200);
    const timeline = await api(`/api/candidatures/${created.body.id}/timeline`, { token: admin.token });
    expect(timeline.body.items.at(-1)).toMatchObject({ kind: 'withdrawn', actor_name: null, reason: 'renonce' });
    const history = await api(`/api/members/role-changes?user_id=${member.user.id}`, { token: admin.token });
    expect(history.body.items[0]).toMatchObject({ to_role: 'client_premium', changed_by: staffAdmin.user.id, changed_by_name: null });
    const page = await api('/admin/membres', { token: admin.token });
    expect(page.text).not.toContain(`Erased${tag}`);

    const listed = await api(`/api/members?q=${staff.user.id}`, { token: admin.token });
    expect(listed.body.total).toBe(0);
    const revive = await api(`/api/members/${staff.user.id}/role`, { method: 'PUT', body: { role: 'admin' }, token: admin.token });
    expect(revive.status).toBe(404);
    expect(errorCode(revive)).toBe('user_not_found');
  });
});
