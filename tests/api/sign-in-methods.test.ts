import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { api, errorCode, newUser, sessionCookieFrom } from '../support/api.ts';

/** Waits for the .eml written to $DATA_DIR/outbox for `email` (the server writes it asynchronously). */
async function mailTo(email: string, timeoutMs = 5000): Promise<string> {
  const dir = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (;;) {
    const files = await readdir(dir).catch(() => [] as string[]);
    const file = files.find((f) => f.endsWith(`-${safe}.eml`));
    if (file) return readFile(join(dir, file), 'utf8');
    if (Date.now() > deadline) throw new Error(`no mail for ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
}

describe('magic link', () => {
  it('mails a single-use link that signs in and lands on the actions page', async () => {
    const { user } = await newUser({ first_name: 'Maëlle' });
    const res = await api('/auth/magic-link', { body: { email: user.email } });
    expect(res.status).toBe(200);
    const mail = decodeQuotedPrintable(await mailTo(user.email));
    expect(mail).toMatch(/Subject: Votre lien de connexion Atelier/);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    const link = /\/auth\/magic\?token=([A-Za-z0-9_-]+)/.exec(mail);
    expect(link).not.toBeNull();
    const first = await api(`/auth/magic?token=${link![1]}`);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/mes-actions');
    const me = await api('/api/me', { cookie: sessionCookieFrom(first) });
    expect(me.body.id).toBe(user.id);
    const second = await api(`/auth/magic?token=${link![1]}`);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toMatch(/\/connexion\?error=magic_link_invalid/);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const known = await newUser();
    const a = await api('/auth/magic-link', { body: { email: known.user.email } });
    const b = await api('/auth/magic-link', { body: { email: `ghost-${Date.now()}@example.test` } });
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
  });

  it('sends English mail to English users and lands on /en/mes-actions', async () => {
    const { user } = await newUser({ lang: 'en' });
    await api('/auth/magic-link', { body: { email: user.email } });
    const mail = decodeQuotedPrintable(await mailTo(user.email));
    expect(mail).toMatch(/Subject: Your Atelier sign-in link/);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail)![1];
    const res = await api(`/auth/magic?token=${token}`);
    expect(res.headers.get('location')).toBe('/en/mes-actions');
  });

  it('refuses a forged token', async () => {
    const res = await api('/auth/magic?token=' + 'A'.repeat(43));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/error=magic_link_invalid/);
  });
});

describe('Google sign-in (local fake provider, PKCE)', () => {
  it('redirects with S256 PKCE, exchanges the code and signs the person in', async () => {
    const fake = inject('fakeGoogleUrl');
    const email = `g-${Date.now()}@example.test`;
    await fetch(`${fake}/__identity`, { method: 'POST', body: JSON.stringify({ sub: `sub-${Date.now()}`, email, given_name: 'Gaëlle', email_verified: true }) });
    const start = await api('/auth/google');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(fake);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const cookies = start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const done = await api(callback.pathname + callback.search, { cookie: cookies });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/mes-actions');
    const me = await api('/api/me', { cookie: sessionCookieFrom(done) });
    expect(me.body).toMatchObject({ email, first_name: 'Gaëlle', role: null });
  });

  it('refuses a callback whose state does not match', async () => {
    const start = await api('/auth/google');
    const cookies = start.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const res = await api('/auth/google/callback?code=abc&state=forged', { cookie: cookies });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/error=google_failed/);
  });
});

describe('development accounts', () => {
  it('lists test accounts: one per role and five artisans with distinct first names', async () => {
    const res = await api('/api/users?test=1');
    expect(res.status).toBe(200);
    const seeded = (res.body as { email: string; role: string; first_name: string }[]).filter((u) => u.email.endsWith('@test.atelier.local') && !u.email.startsWith('test-'));
    for (const role of ['admin', 'responsable', 'client_essentiel', 'client_premium']) {
      expect(seeded.some((u) => u.role === role)).toBe(true);
    }
    const artisans = seeded.filter((u) => u.role === 'client_essentiel' || u.role === 'client_premium');
    expect(new Set(artisans.map((u) => u.first_name)).size).toBeGreaterThanOrEqual(5);
    const real = await api('/users?real=1');
    expect(real.status).toBe(200);
    // Neither `test` nor `real`: a rule between two parameters the description cannot state (decision 030).
    const neither = await api('/api/users');
    expect(neither.status).toBe(400);
    expect(errorCode(neither)).toBe('rule_failed');
  });

  it('dev-login signs in a seeded test account and refuses others', async () => {
    const res = await api('/auth/dev-login', { body: { email: 'camille@test.atelier.local' } });
    expect(res.status).toBe(200);
    expect(res.body.user.first_name).toBe('Camille');
    expect((await api('/api/me', { token: res.body.token })).body.role).toBe('client_essentiel');
    sessionCookieFrom(res);
    const unknown = await api('/auth/dev-login', { body: { email: 'nobody@example.test' } });
    expect(unknown.status).toBe(404);
  });
});
