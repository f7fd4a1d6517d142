import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { api, errorCode, newUser, sessionCookieFrom, baseUrl } from '../support/api.ts';

function b64(obj: unknown) {
  return Buffer.from(JSON.stringify(obj)).toString('base64url');
}

describe('sessions', () => {
  it('GET /api/me answers 401 without a session, with the error body', async () => {
    const res = await api('/api/me');
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('unauthenticated');
  });

  it('accepts a Bearer token and the session cookie', async () => {
    const { token, user } = await newUser({ role: 'client_essentiel', first_name: 'Zoé' });
    const bearer = await api('/api/me', { token });
    expect(bearer.status).toBe(200);
    expect(bearer.body).toMatchObject({ id: user.id, role: 'client_essentiel', first_name: 'Zoé' });
    const cookie = await api('/api/me', { cookie: `session=${token}` });
    expect(cookie.status).toBe(200);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['alg none', new UnsecuredJWT({ role: 'admin' }).setSubject('00000000-0000-0000-0000-000000000000').setJti('x').encode()],
    ['bad signature', `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'x', jti: 'y', exp: 9999999999 })}.c2lnbmF0dXJl`],
  ])('refuses a %s token with 401 invalid_token', async (_name, token) => {
    const res = await api('/api/me', { token });
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('invalid_token');
  });

  it('refuses an expired token and a token signed with another secret', async () => {
    const { user } = await newUser();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const other = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti('whatever')
      .setIssuedAt(past - 10)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const res = await api('/api/me', { token: other });
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('invalid_token');
  });

  it('logout revokes the token; logout everywhere revokes all of them', async () => {
    const password = 'a-long-password-1';
    const { user } = await newUser({ password });
    const login = () => api<{ token: string }>('/auth/login', { body: { email: user.email, password } });
    const a = (await login()).body.token;
    const b = (await login()).body.token;
    const c = (await login()).body.token;
    expect((await api('/auth/logout', { body: {}, token: a })).status).toBe(200);
    expect((await api('/api/me', { token: a })).status).toBe(401);
    expect((await api('/api/me', { token: b })).status).toBe(200);
    expect((await api('/auth/logout', { body: { everywhere: true }, token: b })).status).toBe(200);
    expect((await api('/api/me', { token: b })).status).toBe(401);
    expect((await api('/api/me', { token: c })).status).toBe(401);
  });
});

describe('password sign-in', () => {
  it('signs in, sets an HttpOnly SameSite=Lax cookie, and hides whether the email exists', async () => {
    const password = 'correct horse battery';
    const { user } = await newUser({ password });
    const ok = await api('/auth/login', { body: { email: user.email.toUpperCase(), password } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(user.id);
    const cookie = ok.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await api('/api/me', { cookie: sessionCookieFrom(ok) })).status).toBe(200);

    const wrong = await api('/auth/login', { body: { email: user.email, password: 'nope nope nope' } });
    const unknown = await api('/auth/login', { body: { email: `nobody-${Date.now()}@example.test`, password: 'nope nope nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('rate limits failures per email and address with 429 and Retry-After (the owner elsewhere: tests/api/account-security.test.ts)', async () => {
    const { user } = await newUser({ password: 'right-password-1' });
    const statuses: number[] = [];
    let last;
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 7; i++) {
      last = await api('/auth/login', {
        body: { email: user.email, password: 'wrong-password' },
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect(errorCode(last!)).toBe('rate_limited');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rate limits per IP', async () => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    let last;
    for (let i = 0; i < 31; i++) {
      last = await api('/auth/magic-link', { body: { email: `ip-${i}-${Date.now()}@example.test` }, headers: { 'x-forwarded-for': ip } });
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });
});

describe('roles', () => {
  it('an unknown role such as "membre" grants nothing', async () => {
    const { token } = await newUser({ role: 'membre' });
    const me = await api('/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('membre');
  });
});

describe('HTTP conventions', () => {
  it('unknown /api routes answer a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await api('/api/does-not-exist/x', { method });
      expect(res.status).toBe(404);
      expect(errorCode(res)).toBe('not_found');
    }
  });

  it('answers without the /api prefix', async () => {
    const { token } = await newUser();
    expect((await api('/me', { token })).status).toBe(200);
    expect((await api('/me')).status).toBe(401);
  });

  it('malformed JSON is a 400 invalid_json, an oversized body a 413', async () => {
    const bad = await api('/auth/login', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' }, method: 'POST' });
    expect(bad.status).toBe(400);
    expect(errorCode(bad)).toBe('invalid_json');
    const huge = await api('/auth/login', { rawBody: JSON.stringify({ email: 'a'.repeat(400_000) }), headers: { 'content-type': 'application/json' }, method: 'POST' });
    expect(huge.status).toBe(413);
    expect(errorCode(huge)).toBe('payload_too_large');
  });

  it('a wrong method is a 405 with Allow', async () => {
    const res = await api('/api/me', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(errorCode(res)).toBe('method_not_allowed');
  });

  it('error messages follow the caller language', async () => {
    const fr = await api('/api/me');
    const en = await api('/api/me', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(fr.body.error.message).toMatch(/Connectez-vous/);
    expect(en.body.error.message).toMatch(/sign in/i);
  });

  it('refuses cookie-authenticated state changes from another site, accepts same-origin and Bearer', async () => {
    const { token, user } = await newUser();
    const body = { lang: 'en' };
    const path = `/api/users/${user.id}/account`;
    const cross = await api(path, { method: 'PUT', body, cookie: `session=${token}`, headers: { origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    expect(errorCode(cross)).toBe('csrf_rejected');
    const noOrigin = await api(path, { method: 'PUT', body, cookie: `session=${token}` });
    expect(noOrigin.status).toBe(403);
    const same = await api(path, { method: 'PUT', body, cookie: `session=${token}`, headers: { origin: baseUrl() } });
    expect(same.status).toBe(200);
    const bearer = await api(path, { method: 'PUT', body, token });
    expect(bearer.status).toBe(200);
  });

  it('checks no Origin for Bearer requests: a foreign Origin or Sec-Fetch-Site changes nothing, the cookie path keeps the check', async () => {
    const { token, user } = await newUser();
    const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const profile = await api(`/api/users/${user.id}/profile`, { method: 'PUT', body: { city: 'Lyon' }, token, headers: foreign });
    expect([profile.status, profile.body.city]).toEqual([200, 'Lyon']);
    const taken = await api('/api/my-actions', { body: { card_id: 'photos-produit-lumiere-naturelle' }, token, headers: foreign });
    expect(taken.status).toBe(201);
    // The same requests with the cookie instead of the header are refused.
    const cookie = await api(`/api/users/${user.id}/profile`, { method: 'PUT', body: { city: 'Nantes' }, cookie: `session=${token}`, headers: foreign });
    expect([cookie.status, errorCode(cookie)]).toEqual([403, 'csrf_rejected']);
    expect((await api(`/api/users/${user.id}/profile`, { token })).body.city).toBe('Lyon');
  });
});
