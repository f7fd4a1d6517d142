import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';

// A second real server in production mode: test-account routes and Google must not exist.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ APP_ENV: 'production', JWT_SECRET: 'p'.repeat(48), GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(server.baseUrl + path, { redirect: 'manual', ...init });
  return { status: res.status, body: await res.json().catch(() => null) };
}

describe('production mode', () => {
  it.each([
    ['GET', '/api/users?test=1'],
    ['GET', '/users?real=1'],
    ['POST', '/auth/dev-login'],
    ['POST', '/auth/dev-signup'],
    ['GET', '/auth/google'],
    ['GET', '/auth/google/callback?code=x&state=y'],
  ])('%s %s answers 404', async (method, path) => {
    const res = await call(path, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"email":"admin@test.atelier.local"}' : undefined });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('has no deliberately failing page: /dev/erreur is the 404 page', async () => {
    const res = await fetch(server.baseUrl + '/dev/erreur');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page introuvable');
  });

  it('sends HSTS (production only) with the other security headers', async () => {
    for (const path of ['/api/health', '/connexion', '/favicon.svg']) {
      const res = await fetch(server.baseUrl + path);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses to start without JWT_SECRET, naming the variable', async () => {
    await expect(startServer({ APP_ENV: 'production', JWT_SECRET: '' })).rejects.toThrow(/JWT_SECRET/);
  });
});
