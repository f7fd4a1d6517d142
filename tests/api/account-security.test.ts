/**
 * Account takeover resistance (decision 006): what an email or
 * password change requires and what it revokes (a new email only once its link is confirmed:
 * decision 061, tests/api/email-change.test.ts), the sign-in throttle (slow the guesser, not the
 * owner; current-password guesses counted with sign-in failures), X-Forwarded-For taken from the
 * right, and magic links that die with "sign out everywhere" and a password change.
 */
import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser, sessionCookieFrom, type TestUser } from '../support/api.ts';
import { magicLinkToken, mailsTo, waitForMail } from '../support/outbox.ts';
// A random start in 10.0.0.0/8 per file (from `pid % 50`, two files could share addresses and limits).
import { freshIp } from '../support/applications.ts';
import type { Lang } from '#i18n/lang.ts';

const login = (email: string, password: string, ip: string) => api('/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
const account = (who: { token?: string; cookie?: string }, id: string, body: unknown, ip = freshIp()) =>
  api(`/api/users/${id}/account`, { method: 'PUT', ...who, body, headers: { 'x-forwarded-for': ip } });

/** Signs in with a magic link mailed to `email` (a fresh session proving the mailbox). */
async function viaMagicLink(email: string): Promise<string> {
  const before = new Set((await mailsTo(email)).flatMap((m) => [...m.matchAll(/token=([A-Za-z0-9_-]+)/g)].map((x) => x[1])));
  expect((await api('/auth/magic-link', { body: { email }, headers: { 'x-forwarded-for': freshIp() } })).status).toBe(200);
  const token = await magicLinkToken(email, { after: before.size });
  const res = await api(`/auth/magic?token=${token}`);
  expect(res.status).toBe(303);
  return sessionCookieFrom(res);
}

/** Confirms the address change whose link was mailed to `newEmail` (the link's POST, decision 061). */
async function confirmNewEmail(newEmail: string, headers: Record<string, string> = {}) {
  const mail = await waitForMail(newEmail, /\/api\/email-change\?token=/);
  const token = /\/api\/email-change\?token=([A-Za-z0-9_-]+)/.exec(mail)![1];
  return api(`/api/email-change?token=${token}`, { method: 'POST', headers });
}

async function passwordUser(lang: Lang = 'fr'): Promise<TestUser & { password: string }> {
  const password = `pw-${Math.random().toString(36).slice(2)}-long`;
  return { ...(await newUser({ password, lang, first_name: 'Solène' })), password };
}

describe('changing the email of an account with a password', () => {
  it('needs the current password: missing → 400 rule_failed, wrong → 401, taken → 409', async () => {
    const a = await passwordUser();
    const b = await newUser();
    const fresh = `moved-${Date.now()}@example.test`;
    const missing = await account(a, a.user.id, { email: fresh });
    expect([missing.status, errorCode(missing)]).toEqual([400, 'rule_failed']);
    expect(missing.body.error.details.fieldErrors.current_password).toEqual(['Indiquez votre mot de passe actuel pour changer l’adresse e-mail ou le mot de passe.']);
    // In the caller's language: the page's header, or the account's.
    const english = await api(`/api/users/${a.user.id}/account`, { method: 'PUT', token: a.token, body: { email: fresh }, headers: { 'x-atelier-lang': 'en' } });
    expect(english.body.error.details.fieldErrors.current_password).toEqual(['Enter your current password to change the email address or the password.']);
    const wrong = await account(a, a.user.id, { email: fresh, current_password: 'not-the-password' });
    expect([wrong.status, errorCode(wrong)]).toEqual([401, 'invalid_credentials']);
    const taken = await account(a, a.user.id, { email: b.user.email.toUpperCase(), current_password: a.password });
    expect([taken.status, errorCode(taken)]).toEqual([409, 'email_taken']);
    expect((await api('/api/me', { token: a.token })).body.email).toBe(a.user.email);
  });

  it('with it: the change is asked; once confirmed the email changes, the old address is warned in the user’s language, every session and pending link dies', async () => {
    const a = await passwordUser('en');
    const elsewhere = (await login(a.user.email, a.password, freshIp())).body.token as string;
    const fresh = `moved-${Date.now()}@example.test`;
    const res = await account(a, a.user.id, { email: fresh, current_password: a.password });
    expect(res.status).toBe(200);
    expect([res.body.email, res.body.pending_email, res.body.token]).toEqual([a.user.email, fresh, undefined]);
    const asked = await waitForMail(a.user.email, /Subject: A change of address was asked on your Atelier account/);
    expect(asked).toMatch(/replace its email address with m•••\d@example\.test\. Nothing has changed yet/);
    expect(asked).not.toContain(fresh);
    expect((await api('/api/me', { token: a.token })).body.email).toBe(a.user.email); // nothing changed, still signed in
    await api('/auth/magic-link', { body: { email: a.user.email }, headers: { 'x-forwarded-for': freshIp() } });
    const pendingLink = await magicLinkToken(a.user.email);

    const confirmed = await confirmNewEmail(fresh);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ email: fresh }); // no session sent along: none is handed out
    const notice = await waitForMail(a.user.email, /Subject: Your Atelier email address was changed/);
    expect(notice).toMatch(/has just been changed to m•••\d@example\.test/);
    expect(notice).not.toContain(fresh); // masked: the warning does not hand the new address out
    expect((await api('/api/me', { token: a.token })).status).toBe(401); // every session ends (decisions §2)
    expect((await api('/api/me', { token: elsewhere })).status).toBe(401);
    const link = await api(`/auth/magic?token=${pendingLink}`);
    expect(link.headers.get('location')).toMatch(/error=magic_link_invalid/);
    expect((await login(fresh, a.password, freshIp())).status).toBe(200);
  });

  it('the warnings are in French for a French user', async () => {
    const a = await passwordUser('fr');
    const fresh = `fr-${Date.now()}@example.test`;
    expect((await account(a, a.user.id, { email: fresh, current_password: a.password })).status).toBe(200);
    expect(await waitForMail(a.user.email, /Rien n’a encore changé/)).toMatch(/Bonjour Solène,/);
    expect(await waitForMail(fresh, /Confirmez la nouvelle adresse/)).toMatch(/Bonjour Solène,/);
    expect((await confirmNewEmail(fresh)).status).toBe(200);
    const notice = await waitForMail(a.user.email, /vient d’être remplacée par/);
    expect(notice).toMatch(/Bonjour Solène,/);
  });
});

describe('accounts without a password (magic link, Google)', () => {
  it('an old session cannot change the email or set a first password (403 recent_sign_in_required)', async () => {
    const u = await newUser(); // a session opened by dev-signup, standing in for a stolen cookie
    for (const body of [{ email: `thief-${Date.now()}@example.test` }, { new_password: 'thief-password-1' }]) {
      const res = await account(u, u.user.id, body);
      expect([res.status, errorCode(res)]).toEqual([403, 'recent_sign_in_required']);
    }
    expect((await api('/api/me', { token: u.token })).body.email).toBe(u.user.email);
  });

  it('a session just opened by a link mailed to the address can', async () => {
    const u = await newUser();
    const cookie = await viaMagicLink(u.user.email);
    const origin = { origin: new URL((await import('../support/api.ts')).baseUrl()).origin };
    const res = await api(`/api/users/${u.user.id}/account`, { method: 'PUT', cookie, body: { new_password: 'first-password-1' }, headers: { ...origin, 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(200);
    expect((await api('/api/me', { token: u.token })).status).toBe(401); // the other (old) session is gone
    expect((await login(u.user.email, 'first-password-1', freshIp())).status).toBe(200);
  });
});

describe('an admin changing someone’s email', () => {
  it('needs no password; the new address confirms it as for the owner, then the user is signed out everywhere', async () => {
    const admin = await newUser({ role: 'admin' });
    const u = await passwordUser();
    const fresh = `by-admin-${Date.now()}@example.test`;
    const res = await account(admin, u.user.id, { email: fresh });
    expect(res.status).toBe(200);
    expect([res.body.email, res.body.pending_email]).toEqual([u.user.email, fresh]);
    expect(res.body.token).toBeUndefined(); // no session is handed to the admin for someone else
    await waitForMail(u.user.email, /Rien n’a encore changé/);
    expect((await api('/api/me', { token: u.token })).status).toBe(200);
    expect((await confirmNewEmail(fresh)).status).toBe(200);
    expect((await api('/api/me', { token: admin.token })).status).toBe(200);
    expect((await api('/api/me', { token: u.token })).status).toBe(401);
    await waitForMail(u.user.email, /vient d’être remplacée par/);
  });
});

describe('the sign-in throttle', () => {
  it('five failures stop the guessing address, even with the right password, while the owner elsewhere signs in', async () => {
    const u = await passwordUser();
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(u.user.email, `guess-${i}-wrong`, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await login(u.user.email, u.password, attacker);
    expect([blocked.status, errorCode(blocked)]).toEqual([429, 'rate_limited']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, from their own address: not locked out (this was 429 before).
    expect((await login(u.user.email, u.password, freshIp())).status).toBe(200);
  });

  it('a correct password clears the failures of that address', async () => {
    const u = await passwordUser();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(u.user.email, 'mistyped-password', ip)).status).toBe(401);
    expect((await login(u.user.email, u.password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(u.user.email, 'mistyped-again', ip)).status).toBe(401);
    expect((await login(u.user.email, u.password, ip)).status).toBe(200);
  });

  it('current-password guesses on the account route count with the sign-in failures (was unlimited)', async () => {
    const u = await passwordUser();
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await login(u.user.email, `wrong-${i}-password`, ip)).status).toBe(401);
    for (let i = 0; i < 2; i++) {
      const res = await account(u, u.user.id, { current_password: `guess-${i}-password`, new_password: 'taken-over-password' }, ip);
      expect(res.status).toBe(401);
    }
    const sixth = await account(u, u.user.id, { current_password: u.password, new_password: 'taken-over-password' }, ip);
    expect([sixth.status, errorCode(sixth)]).toEqual([429, 'rate_limited']);
    expect((await login(u.user.email, 'wrong-again-password', ip)).status).toBe(429);
    expect((await login(u.user.email, u.password, freshIp())).status).toBe(200); // unchanged, owner fine
  });

  it('a guesser spread over many addresses meets the per-account brake (RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT = 50); magic links still work', async () => {
    const u = await passwordUser();
    for (let i = 0; i < 50; i++) expect((await login(u.user.email, `spread-${i}-guess`, freshIp())).status).toBe(401);
    expect((await login(u.user.email, 'one-more-guess', freshIp())).status).toBe(429);
    expect((await login(u.user.email, u.password, freshIp())).status).toBe(429);
    await viaMagicLink(u.user.email);
  });
});

describe('X-Forwarded-For', () => {
  it('the right-most entry (what our proxy saw) is the client: a spoofed left part does not reset the per-IP limit', async () => {
    const real = freshIp();
    let last;
    for (let i = 0; i < 31; i++) {
      const spoofed = `203.0.113.${i}`;
      last = await api('/auth/magic-link', { body: { email: `xff-${i}-${Date.now()}@example.test` }, headers: { 'x-forwarded-for': `${spoofed}, ${real}` } });
    }
    expect([last!.status, errorCode(last!)]).toEqual([429, 'rate_limited']);
    // Another real client is unaffected.
    expect((await api('/auth/magic-link', { body: { email: `xff-other-${Date.now()}@example.test` }, headers: { 'x-forwarded-for': `${real}, ${freshIp()}` } })).status).toBe(200);
  });
});

describe('magic links die with the sessions', () => {
  it('"sign out everywhere" voids a link mailed before', async () => {
    const u = await newUser();
    await api('/auth/magic-link', { body: { email: u.user.email }, headers: { 'x-forwarded-for': freshIp() } });
    const token = await magicLinkToken(u.user.email);
    expect((await api('/auth/logout', { body: { everywhere: true }, token: u.token })).status).toBe(200);
    const res = await api(`/auth/magic?token=${token}`);
    expect(res.headers.get('location')).toMatch(/error=magic_link_invalid/);
    expect(res.headers.getSetCookie().some((c) => /^session=[^;]+/.test(c) && !/^session=;/.test(c))).toBe(false);
  });

  it('a password change voids a link mailed before', async () => {
    const u = await passwordUser();
    await api('/auth/magic-link', { body: { email: u.user.email }, headers: { 'x-forwarded-for': freshIp() } });
    const token = await magicLinkToken(u.user.email);
    expect((await account(u, u.user.id, { current_password: u.password, new_password: 'a-new-password-2' })).status).toBe(200);
    expect((await api(`/auth/magic?token=${token}`)).headers.get('location')).toMatch(/error=magic_link_invalid/);
  });
});
