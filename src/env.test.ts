import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv, EnvError } from './env.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'atelier-env-'));

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({ APP_ENV: 'local', HOST: '127.0.0.1', PORT: 4321, APP_TIMEZONE: 'Europe/Paris', ENABLE_TEST_ACCOUNTS: true, PUBLIC_URL: 'http://127.0.0.1:4321' });
    // the generated secret is kept in DATA_DIR and reused
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(env.JWT_SECRET);
    expect(parseEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(env.JWT_SECRET);
  });

  it('turns test accounts off in production by default', () => {
    const env = parseEnv({ APP_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir() });
    expect(env.ENABLE_TEST_ACCOUNTS).toBe(false);
    expect(env.isProduction).toBe(true);
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
  ])('refuses %o naming %s', (values, variable) => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...values })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_DIR: dataDir(), ...values })).toThrow(new RegExp(variable));
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).PORT).toBe(4321);
  });
});
