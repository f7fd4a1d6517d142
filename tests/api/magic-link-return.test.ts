/**
 * A sign-in link brings the person back to the page that asked for it, and only ever to a path of
 * this site (decision 038): the `next` of POST /auth/magic-link is refused unless it is one, and a
 * `next` put into a link by hand is ignored unless it is one.
 */
import { describe, expect, it } from 'vitest';
import { api, baseUrl, errorCode, newUser } from '../support/api.ts';
import { mailsTo } from '../support/outbox.ts';

/** The sign-in link mailed to `email` last, as sent (path and query). */
async function lastLink(email: string, count: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // The HTML part writes `&amp;`: the same link as the text part once unescaped.
    const links = (await mailsTo(email)).flatMap((m) => [...m.matchAll(/https?:\/\/[^/\s]+(\/auth\/magic\?token=[A-Za-z0-9_-]+(?:&(?:amp;)?next=[^\s"<]*)?)/g)].map((x) => x[1]!.replace('&amp;', '&')));
    const distinct = [...new Set(links)];
    if (distinct.length >= count) return distinct.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no sign-in link mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a sign-in link brings the person back where they asked for it', () => {
  it('lands on the account page section that asked, in either language', async () => {
    const fr = await newUser({ role: 'client_essentiel' });
    expect((await api('/auth/magic-link', { body: { email: fr.user.email, next: '/mon-compte#supprimer-mon-compte' } })).status).toBe(200);
    const link = await lastLink(fr.user.email, 1);
    expect(link).toContain('&next=%2Fmon-compte%23supprimer-mon-compte');
    const landed = await api(link);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/mon-compte#supprimer-mon-compte');
    expect(landed.headers.getSetCookie().join(';')).toMatch(/session=/);

    const en = await newUser({ role: 'client_essentiel', lang: 'en' });
    expect((await api('/auth/magic-link', { body: { email: en.user.email, next: '/en/mon-compte#mot-de-passe' } })).status).toBe(200);
    expect((await api(await lastLink(en.user.email, 1))).headers.get('location')).toBe('/en/mon-compte#mot-de-passe');

    // Without `next`, as before: the actions page of the account's language.
    expect((await api('/auth/magic-link', { body: { email: en.user.email } })).status).toBe(200);
    expect((await api(await lastLink(en.user.email, 2))).headers.get('location')).toBe('/en/mes-actions');
  });

  const attacks = [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/a/../..//evil.example',
    '/\t/evil.example',
    '/\r\nLocation: https://evil.example',
    'javascript:alert(1)',
    'mon-compte',
    `/${'a'.repeat(600)}`,
    // Same site, but not a page: landing on someone else's sign-in link signs into their account.
    `/auth/magic?token=${'a'.repeat(43)}`,
    '/api/me',
  ];

  it('refuses a `next` that is not a path of this site (400), and mails nothing', async () => {
    const user = await newUser({ role: 'client_essentiel' });
    for (const next of attacks) {
      const res = await api('/auth/magic-link', { body: { email: user.user.email, next } });
      expect(res.status, next).toBe(400);
      expect(errorCode(res)).toBe('validation_failed');
      expect(Object.keys(res.body.error.details.fieldErrors)).toEqual(['next']);
    }
    expect(await mailsTo(user.user.email)).toHaveLength(0);
  });

  it('ignores a hostile `next` put into a link by hand: the actions page, or the sign-in page for a dead link', async () => {
    const user = await newUser({ role: 'client_essentiel' });
    expect((await api('/auth/magic-link', { body: { email: user.user.email } })).status).toBe(200);
    const token = /token=([A-Za-z0-9_-]+)/.exec(await lastLink(user.user.email, 1))![1]!;
    const tampered = await api(`/auth/magic?token=${token}&next=${encodeURIComponent('/.//evil.example')}`);
    expect(tampered.status).toBe(303);
    expect(tampered.headers.get('location')).toBe('/mes-actions');
    // Login CSRF: a link whose `next` is another account's sign-in link lands on the actions page,
    // signed in as its own account, without following the other link.
    const intruder = await newUser({ role: 'client_essentiel' });
    expect((await api('/auth/magic-link', { body: { email: intruder.user.email } })).status).toBe(200);
    const intruderLink = await lastLink(intruder.user.email, 1);
    expect((await api('/auth/magic-link', { body: { email: user.user.email } })).status).toBe(200);
    const own = /token=([A-Za-z0-9_-]+)/.exec(await lastLink(user.user.email, 2))![1]!;
    const chained = await api(`/auth/magic?token=${own}&next=${encodeURIComponent(intruderLink)}`);
    expect(chained.headers.get('location')).toBe('/mes-actions');
    const session = chained.headers.getSetCookie().find((c) => c.startsWith('session='))!.split(';')[0]!;
    expect((await api('/api/me', { cookie: session })).body.id).toBe(user.user.id);
    // …and the other link is still unused: its owner can sign in with it.
    expect((await api(intruderLink)).headers.get('location')).toBe('/mes-actions');
    for (const next of attacks.slice(0, 9)) {
      const dead = await api(`/auth/magic?token=${'x'.repeat(43)}&next=${encodeURIComponent(next)}`);
      expect(dead.status).toBe(303);
      const location = dead.headers.get('location')!;
      expect(location.startsWith('/connexion?error=magic_link_invalid'), next).toBe(true);
      // Whatever `next` survives is a path of this site, as the sign-in page will read it.
      const kept = new URL(location, baseUrl()).searchParams.get('next');
      if (kept !== null) expect(new URL(kept, baseUrl()).origin, next).toBe(new URL(baseUrl()).origin);
    }
    // A dead link keeps a good `next` for the sign-in that follows.
    const dead = await api(`/auth/magic?token=${'y'.repeat(43)}&next=${encodeURIComponent('/mon-compte#mot-de-passe')}`);
    expect(dead.headers.get('location')).toBe(`/connexion?error=magic_link_invalid&next=${encodeURIComponent('/mon-compte#mot-de-passe')}`);
  });
});

