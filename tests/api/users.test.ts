import { describe, expect, it } from 'vitest';
import { api, errorCode, newUser } from '../support/api.ts';

describe('profile', () => {
  it('reads and updates one’s own profile with http(s) gallery and portfolio links', async () => {
    const { token, user } = await newUser({ first_name: 'Nina' });
    const put = await api(`/api/users/${user.id}/profile`, {
      method: 'PUT',
      token,
      body: { brand: 'Nina Céramique', gallery: ['https://img.example/1.webp'], portfolio_links: ['http://nina.example/portfolio'] },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ brand: 'Nina Céramique', first_name: 'Nina', gallery: ['https://img.example/1.webp'] });
    const get = await api(`/users/${user.id}/profile`, { token });
    expect(get.body.portfolio_links).toEqual(['http://nina.example/portfolio']);
  });

  it.each([
    ['a javascript: URL in gallery', { gallery: ['javascript:alert(1)'] }],
    ['a non-URL portfolio link', { portfolio_links: ['not a url'] }],
    ['an unknown field', { favourite_colour: 'blue' }],
    ['a wrong type', { bio: 42 }],
  ])('refuses %s with 400 validation_failed', async (_name, body) => {
    const { token, user } = await newUser();
    const res = await api(`/api/users/${user.id}/profile`, { method: 'PUT', token, body });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_failed');
    expect(res.body.error.details).toBeTruthy();
  });

  it('another user’s profile is a 404, an admin may read it, no session is 401', async () => {
    const a = await newUser();
    const b = await newUser();
    const admin = await newUser({ role: 'admin' });
    const other = await api(`/api/users/${b.user.id}/profile`, { token: a.token });
    expect(other.status).toBe(404);
    expect(errorCode(other)).toBe('user_not_found');
    expect((await api(`/api/users/${b.user.id}/profile`, { token: admin.token })).status).toBe(200);
    expect((await api(`/api/users/${b.user.id}/profile`)).status).toBe(401);
    expect((await api(`/api/users/not-a-uuid/profile`, { token: admin.token })).status).toBe(404);
  });
});

describe('account', () => {
  it('changes language and email (with the current password: tests/api/account-security.test.ts); a taken email is 409', async () => {
    const a = await newUser({ password: 'a-password-123' });
    const b = await newUser();
    const lang = await api(`/api/users/${a.user.id}/account`, { method: 'PUT', token: a.token, body: { lang: 'en' } });
    expect(lang.status).toBe(200);
    expect(lang.body.lang).toBe('en');
    expect((await api('/api/me', { token: a.token })).body.lang).toBe('en');
    const bad = await api(`/api/users/${a.user.id}/account`, { method: 'PUT', token: a.token, body: { lang: 'de' } });
    expect(bad.status).toBe(400);
    const taken = await api(`/api/users/${a.user.id}/account`, { method: 'PUT', token: a.token, body: { email: b.user.email.toUpperCase(), current_password: 'a-password-123' } });
    expect(taken.status).toBe(409);
    expect(errorCode(taken)).toBe('email_taken');
    const fresh = `renamed-${Date.now()}@example.test`;
    const ok = await api(`/api/users/${a.user.id}/account`, { method: 'PUT', token: a.token, body: { email: fresh, current_password: 'a-password-123' } });
    // The new address waits for the link sent to it (decision 061): tests/api/email-change.test.ts.
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.email).toBe(a.user.email);
    expect(ok.body.pending_email).toBe(fresh);
  });

  it('a password change needs the current password and signs out the other sessions', async () => {
    const password = 'first-password-1';
    const { user } = await newUser({ password });
    const login = async (pw: string) => api('/auth/login', { body: { email: user.email, password: pw } });
    const here = (await login(password)).body.token;
    const elsewhere = (await login(password)).body.token;
    const wrong = await api(`/api/users/${user.id}/account`, { method: 'PUT', token: here, body: { current_password: 'nope', new_password: 'second-password-2' } });
    expect(wrong.status).toBe(401);
    const short = await api(`/api/users/${user.id}/account`, { method: 'PUT', token: here, body: { current_password: password, new_password: 'short' } });
    expect(short.status).toBe(400);
    const ok = await api(`/api/users/${user.id}/account`, { method: 'PUT', token: here, body: { current_password: password, new_password: 'second-password-2' } });
    expect(ok.status).toBe(200);
    // decisions §2: the changing token ends too; the answer carries its successor, in body and cookie.
    expect((await api('/api/me', { token: here })).status).toBe(401);
    expect((await api('/api/me', { token: elsewhere })).status).toBe(401);
    expect(ok.body.token).toEqual(expect.any(String));
    expect(ok.headers.get('set-cookie')).toContain(`session=${ok.body.token}`);
    expect((await api('/api/me', { token: ok.body.token })).body.email).toBe(user.email);
    expect((await login(password)).status).toBe(401);
    expect((await login('second-password-2')).status).toBe(200);
  });

  it('someone else’s account is a 404', async () => {
    const a = await newUser();
    const b = await newUser();
    const res = await api(`/api/users/${b.user.id}/account`, { method: 'PUT', token: a.token, body: { lang: 'en' } });
    expect(res.status).toBe(404);
  });
});
