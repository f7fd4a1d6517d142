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
  // What the legal pages print (decision 059).
  SELLER_EMAIL: 'contact@atelier.example',
  SELLER_PHONE: '+33 1 23 45 67 89',
  PUBLICATION_DIRECTOR: 'Camille Martin',
  HOST_NAME: 'OVH SAS',
  HOST_ADDRESS: '2 rue Kellermann, 59100 Roubaix',
  HOST_PHONE: '+33 9 72 10 10 07',
  MEDIATOR_NAME: 'CM2C',
  MEDIATOR_URL: 'https://www.cm2c.net',
  MAIL_PROVIDER_NAME: 'Brevo',
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

  // One row per setting the legal pages print (LCEN art. 6 III; code de la consommation L111-1,
  // L612-1, L616-1; RGPD art. 13): production refuses to start without it, naming it (decision 059).
  it.each([
    'SELLER_EMAIL', 'SELLER_PHONE', 'SELLER_LEGAL_FORM', 'SELLER_SHARE_CAPITAL_CENTS', 'SELLER_RCS_CITY', 'PUBLICATION_DIRECTOR',
    'HOST_NAME', 'HOST_ADDRESS', 'HOST_PHONE', 'MEDIATOR_NAME', 'MEDIATOR_URL', 'MAIL_PROVIDER_NAME',
  ])('refuses to start without %s, naming it', async (name) => {
    await expect(startServer({ ...PRODUCTION, [name]: '' })).rejects.toThrow(new RegExp(`${name}: required in production`));
  });

  it('refuses to start with an s3:// store and no STORAGE_PROVIDER_NAME, naming it', async () => {
    await expect(startServer({ ...PRODUCTION, STORAGE_URL: 's3://atelier-uploads' })).rejects.toThrow(/STORAGE_PROVIDER_NAME: required in production when STORAGE_URL is set/);
  });

  it.each([
    ['/mentions-legales', ['Camille Martin', 'OVH SAS', '2 rue Kellermann, 59100 Roubaix', '+33 9 72 10 10 07', '+33 1 23 45 67 89', 'CM2C']],
    ['/en/legal-notice', ['Camille Martin', 'OVH SAS', '2 rue Kellermann, 59100 Roubaix', '+33 9 72 10 10 07', '+33 1 23 45 67 89', 'CM2C']],
    ['/cgv', ['+33 1 23 45 67 89', 'contact@atelier.example', 'CM2C (https://www.cm2c.net)', '1\u202f241,67\u00a0€ HT', 'trois fois le taux d’intérêt légal']],
    ['/en/terms-of-sale', ['+33 1 23 45 67 89', 'contact@atelier.example', 'CM2C (https://www.cm2c.net)', '€1,241.67 excl. VAT', '3 times the French legal interest rate']],
    ['/confidentialite', ['OVH SAS', 'Brevo', 'Stripe Payments Europe', 'Data Privacy Framework', 'art.\u00a085']],
    ['/en/privacy', ['OVH SAS', 'Brevo', 'Stripe Payments Europe', 'Data Privacy Framework', 'art. 85']],
  ])('%s is complete: every setting printed, no gap, no review notice (decision 059)', async (path, expected) => {
    const res = await fetch(server.baseUrl + path, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const text = (await res.text()).replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    for (const s of expected) expect(text, s).toContain(s);
    expect(text).not.toMatch(/à compléter|to be completed|non configuré|not configured/);
    expect(text).not.toMatch(/Modèle à faire relire|Template for legal review|data-testid="legal-review"/);
    // Google sign-in is not configured here: it is not named as a processor.
    expect(text).not.toContain('Google Ireland');
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
