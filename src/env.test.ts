import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv, EnvError } from './env.ts';
import { createSelfSignedP12 } from './server/collaboration/contract/signing-certificate.ts';
import { createAuthoritySignedP12 } from '../tests/support/authority-signed-p12.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'atelier-env-'));
const signingP12 = join(dataDir(), 'signing.p12');
writeFileSync(signingP12, createAuthoritySignedP12('Atelier (env test)', 'pass'));
const selfSignedP12 = join(dataDir(), 'self-signed.p12');
writeFileSync(selfSignedP12, createSelfSignedP12('Atelier (local, self-signed)', 'pass'));

/** Everything production needs (decision 039). */
const PRODUCTION = {
  APP_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://atelier@db.internal:5432/atelier',
  SMTP_URL: 'smtp://relay.internal:25',
  PUBLIC_URL: 'https://atelier.example',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  SELLER_NAME: 'Atelier SAS',
  SELLER_ADDRESS: '12 rue des Artisans, 75011 Paris',
  SELLER_SIREN: '732829320',
  SELLER_VAT_NUMBER: 'FR44732829320',
  SELLER_LEGAL_FORM: 'SAS',
  SELLER_SHARE_CAPITAL_CENTS: '1000000',
  SELLER_RCS_CITY: 'Paris',
  CONTRACT_SIGNING_P12: signingP12,
  CONTRACT_SIGNING_PASSPHRASE: 'pass',
  // The legal pages (decision 059).
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

describe('parseEnv', () => {
  it('asks the Commission’s VIES unless told otherwise, and only over http(s) (decision 049)', () => {
    const env = parseEnv({ ...PRODUCTION, DATA_DIR: dataDir() });
    expect(env).toMatchObject({ VIES_URL: 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number', VIES_TIMEOUT_MS: 6000 });
    expect(() => parseEnv({ DATA_DIR: dataDir(), VIES_URL: 'file:///etc/passwd' })).toThrow(/VIES_URL/);
    expect(() => parseEnv({ DATA_DIR: dataDir(), VIES_TIMEOUT_MS: '60000' })).toThrow(/VIES_TIMEOUT_MS/);
  });

  it('applies the documented defaults', () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ APP_ENV: 'local', HOST: '127.0.0.1', PORT: 4321, APP_TIMEZONE: 'Europe/Paris', ENABLE_TEST_ACCOUNTS: true, PUBLIC_URL: 'http://127.0.0.1:4321' });
    // the generated secret is kept in DATA_DIR and reused
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(env.JWT_SECRET);
    expect(parseEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(env.JWT_SECRET);
    // bounded work and storage (decision 017)
    expect(env).toMatchObject({ HEAVY_WORK_ANONYMOUS_CONCURRENCY: 1, HEAVY_WORK_QUEUE: 16, HEAVY_WORK_ANONYMOUS_QUEUE: 2, HEAVY_WORK_TIMEOUT_SECONDS: 30, ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR: 1000, ANONYMOUS_UPLOAD_MIB_PER_HOUR: 200, S3_CONNECT_TIMEOUT_MS: 2000, S3_REQUEST_TIMEOUT_MS: 15_000, S3_MAX_ATTEMPTS: 2, HEAVY_WORK_NICE: 10 });
    expect(env.HEAVY_WORK_CONCURRENCY).toBeUndefined(); // cores − 1 at run time
  });

  it('turns test accounts off in production by default', () => {
    const env = parseEnv({ ...PRODUCTION, DATA_DIR: dataDir() });
    expect(env.ENABLE_TEST_ACCOUNTS).toBe(false);
    expect(env.isProduction).toBe(true);
    expect(env.PAYMENT_PROVIDER).toBe('stripe');
  });

  it('uses the payment sandbox and the default formula prices outside production', () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({ PAYMENT_PROVIDER: 'test', FORMULA_ESSENTIEL_PRICE_CENTS: 149_000, FORMULA_PREMIUM_PRICE_CENTS: 299_000, SELLER_VAT_RATE_PERCENT: 20 });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'test' }, /PAYMENT_PROVIDER: the "test" payment sandbox is refused in production/],
    [{ STRIPE_SECRET_KEY: '' }, /STRIPE_SECRET_KEY: required/],
    [{ STRIPE_WEBHOOK_SECRET: '' }, /STRIPE_WEBHOOK_SECRET: required/],
    [{ SELLER_NAME: '' }, /SELLER_NAME: required in production/],
    [{ SELLER_ADDRESS: '' }, /SELLER_ADDRESS: required in production/],
    [{ SELLER_SIREN: '' }, /SELLER_SIREN: required in production/],
    [{ SELLER_VAT_NUMBER: '' }, /SELLER_VAT_NUMBER: required in production unless SELLER_VAT_EXEMPT/],
    // Art. R123-237 du Code de commerce (decision 050).
    [{ SELLER_LEGAL_FORM: '' }, /SELLER_LEGAL_FORM: required in production/],
    [{ SELLER_SHARE_CAPITAL_CENTS: '' }, /SELLER_SHARE_CAPITAL_CENTS: required in production/],
    [{ SELLER_RCS_CITY: '' }, /SELLER_RCS_CITY: required in production/],
    [{ SELLER_RCS: 'RCS Paris' }, /SELLER_RCS: replaced by SELLER_RCS_CITY/],
    // The legal notice, the CGV and the privacy page (LCEN art. 6 III, L612-1, L616-1, RGPD art. 13: decision 059).
    [{ SELLER_EMAIL: '' }, /SELLER_EMAIL: required in production/],
    [{ SELLER_PHONE: '' }, /SELLER_PHONE: required in production/],
    [{ PUBLICATION_DIRECTOR: '' }, /PUBLICATION_DIRECTOR: required in production/],
    [{ HOST_NAME: '' }, /HOST_NAME: required in production/],
    [{ HOST_ADDRESS: '' }, /HOST_ADDRESS: required in production/],
    [{ HOST_PHONE: '' }, /HOST_PHONE: required in production/],
    [{ MEDIATOR_NAME: '' }, /MEDIATOR_NAME: required in production/],
    [{ MEDIATOR_URL: '' }, /MEDIATOR_URL: required in production/],
    [{ MAIL_PROVIDER_NAME: '' }, /MAIL_PROVIDER_NAME: required in production/],
    [{ STORAGE_URL: 's3://atelier' }, /STORAGE_PROVIDER_NAME: required in production when STORAGE_URL is set/],
  ])('in production refuses %o with a clear message', (change, message) => {
    expect(() => parseEnv({ ...PRODUCTION, ...change, DATA_DIR: dataDir() })).toThrow(message);
  });

  // One row per setting production cannot run without (decision 039): the message names it.
  it.each([
    ['JWT_SECRET', { JWT_SECRET: '' }, /JWT_SECRET: required in production/],
    ['DATABASE_URL', { DATABASE_URL: '' }, /DATABASE_URL: required in production \(or EMBEDDED_DATABASE=true/],
    ['SMTP_URL', { SMTP_URL: '' }, /SMTP_URL: required in production/],
    ['PUBLIC_URL', { PUBLIC_URL: '' }, /PUBLIC_URL: required in production/],
    ['CONTRACT_SIGNING_P12', { CONTRACT_SIGNING_P12: '' }, /CONTRACT_SIGNING_P12: required in production/],
    ['CONTRACT_SIGNING_P12 (self-signed)', { CONTRACT_SIGNING_P12: selfSignedP12 }, /CONTRACT_SIGNING_P12: the certificate is self-signed/],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: '' }, /STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER is stripe/],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: '' }, /STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER is stripe/],
    ['STORAGE_URL (two instances)', { INSTANCES: '2' }, /STORAGE_URL: required when INSTANCES=2/],
  ])('production refuses to start without %s, naming it', (_name, change, message) => {
    expect(() => parseEnv({ ...PRODUCTION, ...change, DATA_DIR: dataDir() })).toThrow(message);
  });

  it('names every missing setting at once', () => {
    const names = ['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'PUBLIC_URL', 'CONTRACT_SIGNING_P12', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SELLER_NAME'];
    const message = (() => {
      try {
        parseEnv({ APP_ENV: 'production', DATA_DIR: dataDir() });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of names) expect(message).toContain(`${name}: required`);
  });

  it('runs production on the embedded database only when EMBEDDED_DATABASE=true says one machine is intended', () => {
    expect(parseEnv({ ...PRODUCTION, DATABASE_URL: '', EMBEDDED_DATABASE: 'true', DATA_DIR: dataDir() }).EMBEDDED_DATABASE).toBe(true);
    expect(() => parseEnv({ ...PRODUCTION, EMBEDDED_DATABASE: 'true', DATA_DIR: dataDir() })).toThrow(/EMBEDDED_DATABASE: cannot be true when DATABASE_URL is set/);
    expect(() => parseEnv({ ...PRODUCTION, DATABASE_URL: '', EMBEDDED_DATABASE: 'true', INSTANCES: '2', STORAGE_URL: 's3://atelier', DATA_DIR: dataDir() })).toThrow(/DATABASE_URL: required when INSTANCES=2/);
  });

  it('accepts two declared instances with PostgreSQL and a shared S3 store, in any environment', () => {
    expect(parseEnv({ ...PRODUCTION, INSTANCES: '2', STORAGE_URL: 's3://atelier', STORAGE_PROVIDER_NAME: 'Scaleway SAS', DATA_DIR: dataDir() }).INSTANCES).toBe(2);
    expect(() => parseEnv({ INSTANCES: '3', DATA_DIR: dataDir() })).toThrow(/STORAGE_URL: required when INSTANCES=3/);
    expect(parseEnv({ DATA_DIR: dataDir() }).INSTANCES).toBe(1);
  });

  it('accepts a self-signed signing certificate outside production (the local one)', () => {
    expect(parseEnv({ CONTRACT_SIGNING_P12: selfSignedP12, CONTRACT_SIGNING_PASSPHRASE: 'pass', DATA_DIR: dataDir() }).CONTRACT_SIGNING_P12).toBe(selfSignedP12);
  });

  it('asks no share capital of an individual enterprise', () => {
    expect(parseEnv({ ...PRODUCTION, SELLER_LEGAL_FORM: 'EI', SELLER_SHARE_CAPITAL_CENTS: '', DATA_DIR: dataDir() }).SELLER_SHARE_CAPITAL_CENTS).toBeUndefined();
  });

  it('accepts production without a VAT number when the seller is VAT-exempt', () => {
    expect(parseEnv({ ...PRODUCTION, SELLER_VAT_NUMBER: '', SELLER_VAT_EXEMPT: 'true', DATA_DIR: dataDir() }).SELLER_VAT_EXEMPT).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_ENV: 'staging' }, 'APP_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ APP_ENV: 'production' }, 'JWT_SECRET'],
    [{ APP_TIMEZONE: 'Mars/Olympus' }, 'APP_TIMEZONE'],
    [{ ENABLE_TEST_ACCOUNTS: 'maybe' }, 'ENABLE_TEST_ACCOUNTS'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ RATE_LIMIT_SIGNIN_PER_IP: '0' }, 'RATE_LIMIT_SIGNIN_PER_IP'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ HEAVY_WORK_ANONYMOUS_CONCURRENCY: '0' }, 'HEAVY_WORK_ANONYMOUS_CONCURRENCY'],
    [{ HEAVY_WORK_QUEUE: '-1' }, 'HEAVY_WORK_QUEUE'],
    [{ HEAVY_WORK_NICE: '20' }, 'HEAVY_WORK_NICE'],
    [{ ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR: 'lots' }, 'ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR'],
    [{ S3_REQUEST_TIMEOUT_MS: '0' }, 'S3_REQUEST_TIMEOUT_MS'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'pk_test_abc' }, 'STRIPE_SECRET_KEY'],
    [{ FORMULA_PREMIUM_PRICE_CENTS: '2990.5' }, 'FORMULA_PREMIUM_PRICE_CENTS'],
    [{ FORMULA_ESSENTIEL_PRICE_CENTS: '0' }, 'FORMULA_ESSENTIEL_PRICE_CENTS'],
    [{ SELLER_SIREN: '732829321' }, 'SELLER_SIREN'],
    [{ SELLER_SIREN: '12345' }, 'SELLER_SIREN'],
    [{ SELLER_VAT_NUMBER: 'DE123' }, 'SELLER_VAT_NUMBER'],
    [{ SELLER_VAT_RATE_PERCENT: '120' }, 'SELLER_VAT_RATE_PERCENT'],
    [{ SELLER_LEGAL_FORM: 'SAS au capital de 10 000 €' }, 'SELLER_LEGAL_FORM'],
    [{ SELLER_SHARE_CAPITAL_CENTS: '10000.5' }, 'SELLER_SHARE_CAPITAL_CENTS'],
    [{ SELLER_RCS_CITY: 'Paris B 732 829 320' }, 'SELLER_RCS_CITY'],
    [{ SELLER_NAME: 'Atelier\nSAS' }, 'SELLER_NAME'],
    [{ SELLER_PHONE: 'call me' }, 'SELLER_PHONE'],
    [{ HOST_PHONE: '+33 1 23 45 67 89\nBcc' }, 'HOST_PHONE'],
    [{ BALANCE_DUE_DAYS: '0' }, 'BALANCE_DUE_DAYS'],
    [{ MAIL_FROM: 'Atelier <a@b.c>\r\nBcc: x@y.z' }, 'MAIL_FROM'],
    [{ APP_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ENABLE_TEST_ACCOUNTS: 'true' }, 'ENABLE_TEST_ACCOUNTS'],
    [{ TRUST_PROXY: 'all' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ PURGE_CRON: 'sometimes' }, 'PURGE_CRON'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ INSTANCES: '0' }, 'INSTANCES'],
    [{ CONTRACT_SIGNING_P12: '/nowhere/signing.p12' }, 'CONTRACT_SIGNING_P12: no file'],
    [{ CONTRACT_SIGNING_P12: signingP12, CONTRACT_SIGNING_PASSPHRASE: 'wrong' }, 'CONTRACT_SIGNING_P12: cannot be read'],
  ])('refuses %o naming %s', (values, variable) => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...values })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...values })).toThrow(new RegExp(variable));
  });

  it.each([
    [undefined, 0],
    ['false', 0],
    ['true', 1],
    ['0', 0],
    ['1', 1],
    ['2', 2],
  ])('TRUST_PROXY=%s trusts %i proxy hops', (value, hops) => {
    expect(parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it('production may say ENABLE_TEST_ACCOUNTS=false explicitly', () => {
    expect(parseEnv({ ...PRODUCTION, DATA_DIR: dataDir(), ENABLE_TEST_ACCOUNTS: 'false' }).ENABLE_TEST_ACCOUNTS).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).PORT).toBe(4321);
  });
});
