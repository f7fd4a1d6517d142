/**
 * (Decision 061) A new account address takes effect only once the link mailed to it is confirmed:
 * asked → nothing changes but a pending address, a link to the new address and a warning to the
 * current one; the link's GET changes nothing (mail scanners); its POST confirms, once; a newer
 * request replaces an older one; cancel and « send again » from the account; an address taken in
 * the meantime is refused at confirmation.
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser, sessionCookieFrom, baseUrl } from '../support/api.ts';
import { mailsTo, waitForMail } from '../support/outbox.ts';

const LINK = /\/api\/email-change\?token=([A-Za-z0-9_-]+)/g;

/** Every confirmation link mailed to `email` so far, oldest first. */
async function linksTo(email: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const tokens = [...new Set((await mailsTo(email)).flatMap((m) => [...m.matchAll(LINK)].map((x) => x[1]!)))];
    if (tokens.length >= count) return tokens;
    if (Date.now() > deadline) throw new Error(`no ${count} confirmation links mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A password user (the password is the proof of an email change). */
async function passwordUser(lang: 'fr' | 'en' = 'fr') {
  const password = `pw-${Math.random().toString(36).slice(2)}-long`;
  return { ...(await newUser({ password, lang, first_name: 'Maëlle' })), password };
}

const freshEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
const html = { accept: 'text/html' };

describe('asking for a new address', () => {
  it('changes nothing yet: the account shows the pending address, the new one gets the link, the current one is warned', async () => {
    const u = await passwordUser('fr');
    const fresh = freshEmail('asked');
    const res = await api(`/api/users/${u.user.id}/account`, { method: 'PUT', token: u.token, body: { email: fresh, current_password: u.password } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ email: u.user.email, pending_email: fresh });
    expect(Date.parse(res.body.pending_email_expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await api('/api/me', { token: u.token })).body.email).toBe(u.user.email);

    const link = await waitForMail(fresh, /Subject: Confirmez la nouvelle adresse de votre compte Atelier/);
    expect(link).toMatch(/Vous avez demandé que [^\s]+ devienne l’adresse de votre compte Atelier/);
    const [token] = await linksTo(fresh);
    const warning = await waitForMail(u.user.email, /Rien n’a encore changé/);
    expect(warning).toMatch(/a demandé à remplacer son adresse e-mail par a•••[a-z0-9]@example\.test\. Rien/);
    expect(warning).toContain('/mon-compte#e-mail');
    expect(warning).not.toContain(fresh);
    expect(warning).not.toContain(token);

    // GET (a mail scanner, or the person) only asks: a page with a button, nothing changed.
    for (let i = 0; i < 2; i++) {
      const page = await api(`/api/email-change?token=${token}`, { headers: html });
      expect(page.status).toBe(200);
      expect(page.text).toContain(`Faire de ${fresh} l’adresse de votre compte Atelier`);
      expect(page.text).toContain(`action="/api/email-change?token=${token}"`);
    }
    expect((await api('/api/me', { token: u.token })).body.email).toBe(u.user.email);

    // The page's button: the address changes, every session ends, the page says so.
    const done = await api(`/api/email-change?token=${token}`, { method: 'POST', headers: html });
    expect(done.status).toBe(200);
    expect(done.text).toContain(`l’adresse de votre compte est maintenant ${fresh}`);
    expect((await api('/api/me', { token: u.token })).status).toBe(401);
    await waitForMail(u.user.email, /vient d’être remplacée par/);

    // Used: refused, as a page for a browser and 400 for the API.
    const again = await api(`/api/email-change?token=${token}`, { method: 'POST' });
    expect([again.status, errorCode(again)]).toEqual([400, 'email_change_link_invalid']);
    const page = await api(`/api/email-change?token=${token}`, { headers: html });
    expect(page.status).toBe(400);
    expect(page.text).toContain('il a déjà servi');
    expect(errorCode(await api('/api/email-change?token=not-a-token', { method: 'POST' }))).toBe('email_change_link_invalid');
  });

  it('confirmed from a browser signed in to the account, that browser stays signed in', async () => {
    const u = await passwordUser('en');
    const login = await api('/auth/login', { body: { email: u.user.email, password: u.password } });
    const cookie = sessionCookieFrom(login);
    const fresh = freshEmail('here');
    expect((await api(`/api/users/${u.user.id}/account`, { method: 'PUT', token: u.token, body: { email: fresh, current_password: u.password } })).status).toBe(200);
    const [token] = await linksTo(fresh);
    const done = await api(`/api/email-change?token=${token}`, { method: 'POST', cookie, headers: { origin: new URL(baseUrl()).origin } });
    expect(done.status, done.text).toBe(200);
    expect(done.body.email).toBe(fresh);
    expect((await api('/api/me', { cookie })).status).toBe(401); // the old session ended…
    expect((await api('/api/me', { token: done.body.token })).body.email).toBe(fresh); // …its successor works
  });

  it('a newer request replaces the older one; cancel and « send again » work', async () => {
    const u = await passwordUser('en');
    const first = freshEmail('first');
    const second = freshEmail('second');
    const put = (email: string) => api(`/api/users/${u.user.id}/account`, { method: 'PUT', token: u.token, body: { email, current_password: u.password } });
    expect((await put(first)).status).toBe(200);
    const [firstToken] = await linksTo(first);
    expect((await put(second)).body.pending_email).toBe(second);
    const [secondToken] = await linksTo(second);
    expect(errorCode(await api(`/api/email-change?token=${firstToken}`, { method: 'POST' }))).toBe('email_change_link_invalid');

    // Send again: a new link, the previous one dies; not twice within a minute.
    const resent = await api(`/api/users/${u.user.id}/pending-email`, { method: 'POST', token: u.token });
    expect(resent.status, resent.text).toBe(429);
    expect(resent.headers.get('retry-after')).toMatch(/^\d+$/);

    const cancelled = await api(`/api/users/${u.user.id}/pending-email`, { method: 'DELETE', token: u.token });
    expect(cancelled.status).toBe(200);
    expect([cancelled.body.email, cancelled.body.pending_email]).toEqual([u.user.email, null]);
    expect(errorCode(await api(`/api/email-change?token=${secondToken}`, { method: 'POST' }))).toBe('email_change_link_invalid');
    const nothing = await api(`/api/users/${u.user.id}/pending-email`, { method: 'POST', token: u.token });
    expect([nothing.status, errorCode(nothing)]).toEqual([409, 'no_pending_email']);
    expect((await api('/api/me', { token: u.token })).body.email).toBe(u.user.email);

    // Someone else's pending address: 404 as for any other account of someone else.
    const other = await newUser();
    expect((await api(`/api/users/${u.user.id}/pending-email`, { method: 'DELETE', token: other.token })).status).toBe(404);
  });

  it('an address taken in the meantime is refused at confirmation (409 email_taken), the address unchanged', async () => {
    const u = await passwordUser('fr');
    const fresh = freshEmail('contested');
    expect((await api(`/api/users/${u.user.id}/account`, { method: 'PUT', token: u.token, body: { email: fresh, current_password: u.password } })).status).toBe(200);
    const [token] = await linksTo(fresh);
    await newUser({ email: fresh });
    const refused = await api(`/api/email-change?token=${token}`, { method: 'POST' });
    expect([refused.status, errorCode(refused)]).toEqual([409, 'email_taken']);
    // The page's button gets a page (the document describes the JSON error, hence a plain fetch).
    const page = await fetch(`${baseUrl()}/api/email-change?token=${token}`, { method: 'POST', headers: html });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('maintenant celle d’un autre compte Atelier');
    expect((await api('/api/me', { token: u.token })).body.email).toBe(u.user.email);
  });
});
