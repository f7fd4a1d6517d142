import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { createAuthoritySignedP12 } from '../support/authority-signed-p12.ts';

const signingP12 = join(mkdtempSync(join(tmpdir(), 'atelier-p12-')), 'signing.p12');
writeFileSync(signingP12, createAuthoritySignedP12('Atelier (production test)', 'production-pass'));

// A second real server in production mode: test-account routes and Google must not exist.
/** What production needs (decision 039); PGlite runs only when EMBEDDED_DATABASE says so. */
const PRODUCTION = {
  APP_ENV: 'production',
  JWT_SECRET: 'p'.repeat(48),
  EMBEDDED_DATABASE: process.env.DATABASE_URL ? '' : 'true',
  // Nothing listens there: no test here sends mail, and a send would only be retried later.
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://atelier.example',
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  STRIPE_SECRET_KEY: 'sk_test_production_mode_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_mode_test',
  SELLER_NAME: 'Atelier SAS',
  SELLER_ADDRESS: '12 rue des Artisans, 75011 Paris',
  SELLER_SIREN: '732829320',
  SELLER_VAT_NUMBER: 'FR44732829320',
  SELLER_LEGAL_FORM: 'SAS',
  SELLER_SHARE_CAPITAL_CENTS: '1000000',
  SELLER_RCS_CITY: 'Paris',
  CONTRACT_SIGNING_P12: signingP12,
  CONTRACT_SIGNING_PASSPHRASE: 'production-pass',
};
let server: RunningServer;
beforeAll(async () => {
  server = await startServer(PRODUCTION);
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
    await expect(startServer({ ...PRODUCTION, JWT_SECRET: '' })).rejects.toThrow(/JWT_SECRET/);
  });

  it('refuses to start with the payment sandbox, or without the seller’s identity, with a clear message', async () => {
    await expect(startServer({ ...PRODUCTION, PAYMENT_PROVIDER: 'test' })).rejects.toThrow(/PAYMENT_PROVIDER: the "test" payment sandbox is refused in production/);
    await expect(startServer({ ...PRODUCTION, SELLER_SIREN: '' })).rejects.toThrow(/SELLER_SIREN: required in production/);
    await expect(startServer({ ...PRODUCTION, CONTRACT_SIGNING_P12: '' })).rejects.toThrow(/CONTRACT_SIGNING_P12: required in production/);
  });

  it('refuses to start without SMTP_URL, PUBLIC_URL or a database, naming each (decision 039)', async () => {
    await expect(startServer({ ...PRODUCTION, SMTP_URL: '' })).rejects.toThrow(/SMTP_URL: required in production/);
    await expect(startServer({ ...PRODUCTION, PUBLIC_URL: '' })).rejects.toThrow(/PUBLIC_URL: required in production/);
    await expect(startServer({ ...PRODUCTION, DATABASE_URL: '', EMBEDDED_DATABASE: '' })).rejects.toThrow(/DATABASE_URL: required in production/);
  });

  it('runs Stripe, not the sandbox: its webhook wants a Stripe signature', async () => {
    const res = await call('/api/payment/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_signature');
  });

  it('refuses to start with ENABLE_TEST_ACCOUNTS=true, naming the variable', async () => {
    await expect(startServer({ APP_ENV: 'production', JWT_SECRET: 'p'.repeat(48), ENABLE_TEST_ACCOUNTS: 'true' })).rejects.toThrow(/ENABLE_TEST_ACCOUNTS/);
  });
});

describe('test accounts seeded before, in a database production then uses', () => {
  it('cannot sign in with the public password, and their old sessions are refused', async () => {
    // Seeded outside production (PGlite: this data directory; PostgreSQL: the shared database).
    const secret = 's'.repeat(48);
    const local = await startServer({ APP_ENV: 'local', JWT_SECRET: secret });
    const dataDir = local.dataDir;
    const old = await fetch(`${local.baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'camille@test.atelier.local', password: 'atelier-test-2026' }) });
    expect(old.status).toBe(200);
    const { token } = (await old.json()) as { token: string };
    await local.stop();

    const prod = await startServer({ ...PRODUCTION, JWT_SECRET: secret, DATA_DIR: dataDir });
    try {
      const signIn = await fetch(`${prod.baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'camille@test.atelier.local', password: 'atelier-test-2026' }) });
      expect(signIn.status).toBe(401);
      expect(((await signIn.json()) as { error: { code: string } }).error.code).toBe('invalid_credentials');
      expect((await fetch(`${prod.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
      const magic = await fetch(`${prod.baseUrl}/auth/magic-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'camille@test.atelier.local' }) });
      expect(magic.status).toBe(200); // the same answer as for anyone, but no link is sent
    } finally {
      await prod.stop();
    }
  }, 120_000);
});
