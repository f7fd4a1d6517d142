/**
 * What an erased account leaves on the staff pages (decision 026, issue 39 item 6): one dated line
 * « Compte effacé le … » instead of blank panels, « Aucune photo » or the tombstone's placeholder
 * address; the erasure as a timeline entry saying who erased (the person or the team); the role
 * history naming the erased member by that day. The landing funnel is tested in landings-funnel.
 */
import { describe, expect, it } from 'vitest';
import { api, baseUrl, newUser, sessionCookieFrom } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { magicLinkToken } from '../support/outbox.ts';

async function paidApplication(tag: string) {
  const created = await apply({ first_name: 'Inès', last_name: tag, email: `${tag.toLowerCase()}@example.com`, formula: 'essentiel' });
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_${tag}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  return { id: created.body.id as string, userId: created.body.user_id as string, email: created.body.email as string };
}

const LONG_DAY_FR = /Compte effacé le \d{1,2} [a-zéû]+ \d{4}/;
const LONG_DAY_EN = /Account erased on \d{1,2} [A-Z][a-z]+ \d{4}/;

describe('an erased account on the staff pages', () => {
  it('erased by the member: a dated line on the list and the page, an entry in the timeline, no placeholder', async () => {
    const tag = `Eff${Date.now().toString(36)}`;
    const m = await paidApplication(tag);
    const admin = await newUser({ role: 'admin' });
    expect((await api(`/api/candidatures/${m.id}`, { token: admin.token })).body.account_deleted_at).toBeNull();
    // No password on this account: the member erases after a fresh sign-in link.
    expect((await api('/auth/magic-link', { body: { email: m.email } })).status).toBe(200);
    const cookie = sessionCookieFrom(await api(`/auth/magic?token=${await magicLinkToken(m.email)}`));
    const before = Date.now();
    const erased = await api('/api/my-data/erase', { cookie, body: {}, headers: { origin: baseUrl() } });
    expect(erased.status, erased.text).toBe(200);

    const detail = await api(`/api/candidatures/${m.id}`, { token: admin.token });
    expect(detail.body.account_deleted).toBe(true);
    const erasedAt = new Date(detail.body.account_deleted_at).getTime();
    expect(erasedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(erasedAt).toBeLessThanOrEqual(Date.now() + 1_000);
    const listed = await api(`/api/candidatures?q=${tag}`, { token: admin.token });
    expect(listed.body.items[0]).toMatchObject({ id: m.id, account_deleted: true, account_deleted_at: detail.body.account_deleted_at });

    const timeline = await api(`/api/candidatures/${m.id}/timeline`, { token: admin.token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.items.at(-1)).toMatchObject({ kind: 'account_erased', erased_by: 'member', actor_name: null, reason: null });

    for (const [prefix, line, entry] of [['', LONG_DAY_FR, 'Compte effacé par la personne elle-même'], ['/en', LONG_DAY_EN, 'Account erased by the person themself']] as const) {
      const page = await api(`${prefix}/admin/candidatures/${m.id}`, { token: admin.token });
      expect(page.status).toBe(200);
      expect(page.text).toMatch(new RegExp(`<h1[^>]*>${line.source}</h1>`));
      expect(page.text).toContain(`Inès ${tag}`); // the invoice's buyer, which the law keeps
      expect(page.text).toContain(entry);
      for (const gone of ['deleted.invalid', 'Aucune photo', 'No photos', 'id="identity"', 'id="situation"', 'id="photos"', 'id="links"']) expect(page.text).not.toContain(gone);
      const list = await api(`${prefix}/admin/candidatures?q=${tag}`, { token: admin.token });
      expect(list.text).toMatch(line);
      expect(list.text).not.toContain('deleted.invalid');
    }
  });

  it('erased by staff: the timeline names them; the role history says « Compte effacé le … », never the placeholder', async () => {
    const tag = `Eff${Date.now().toString(36)}s`;
    const m = await paidApplication(tag);
    const admin = await newUser({ role: 'admin', first_name: `Basile${tag}` });
    expect((await api(`/api/members/${m.userId}/role`, { method: 'PUT', token: admin.token, body: { role: 'client_premium' } })).status).toBe(200);
    expect((await api(`/api/users/${m.userId}/erase`, { method: 'POST', token: admin.token })).status).toBe(200);

    const timeline = await api(`/api/candidatures/${m.id}/timeline`, { token: admin.token });
    expect(timeline.body.items.at(-1)).toMatchObject({ kind: 'account_erased', erased_by: 'staff', actor_name: expect.stringContaining(`Basile${tag}`) });
    const page = await api(`/admin/candidatures/${m.id}`, { token: admin.token });
    expect(page.text).toContain('Compte effacé par l’équipe, sur demande écrite');

    // The erasure took the role away: recorded with the admin who erased.
    const history = await api(`/api/members/role-changes?user_id=${m.userId}`, { token: admin.token });
    expect(history.body.items[0]).toMatchObject({ to_role: null, changed_by: admin.user.id });
    expect(history.body.items[0].user_deleted_at).toBe(new Date((await api(`/api/candidatures/${m.id}`, { token: admin.token })).body.account_deleted_at).toISOString());
    for (const [prefix, line] of [['', LONG_DAY_FR], ['/en', LONG_DAY_EN]] as const) {
      const members = await api(`${prefix}/admin/membres`, { token: admin.token });
      expect(members.status).toBe(200);
      expect(members.text).toMatch(line);
      expect(members.text).not.toContain('deleted.invalid');
    }
  });
});
