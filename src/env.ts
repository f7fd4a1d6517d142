/**
 * Every setting the app reads, validated once with zod (decisions §1).
 * A bad value stops start-up with a message naming the variable.
 * Plain TypeScript (no path aliases) so Node 24 can run it directly from scripts/.
 */
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidSchedule } from './server/jobs/cron.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

const schema = z.object({
  APP_ENV: z.enum(['local', 'development', 'production']).default('local'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 bytes').optional(),
  ENABLE_TEST_ACCOUNTS: bool.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Atelier <no-reply@atelier.local>'),
  APP_TIMEZONE: z
    .string()
    .default('Europe/Paris')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/Paris'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_SIGNIN_PER_IP: positiveInt.default(30),
  RATE_LIMIT_SIGNIN_PER_EMAIL: positiveInt.default(5),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  /** In-server reminder schedule: a 5-field cron (in APP_TIMEZONE) or every:<seconds>. */
  REMINDERS_CRON: z
    .string()
    .refine(isValidSchedule, 'must be a 5-field cron expression (minute hour day month weekday) or every:<seconds>')
    .optional(),
  ESSENTIEL_MAX_ACTIVE_PARCOURS: positiveInt.default(1),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema> & {
  ENABLE_TEST_ACCOUNTS: boolean;
  JWT_SECRET: string;
  DATA_DIR: string;
  PUBLIC_URL: string;
  isProduction: boolean;
};

export class EnvError extends Error {}

/** Parses a settings object; throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  const isProduction = raw.APP_ENV === 'production';
  if (isProduction && !raw.JWT_SECRET) {
    throw new EnvError('Invalid settings:\n  JWT_SECRET: required in production (at least 32 bytes)');
  }
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET)) {
    throw new EnvError('Invalid settings:\n  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  }
  const dataDir = resolve(raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    isProduction,
    ENABLE_TEST_ACCOUNTS: raw.ENABLE_TEST_ACCOUNTS ?? !isProduction,
    JWT_SECRET: raw.JWT_SECRET ?? localSecret(dataDir),
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://${raw.HOST}:${raw.PORT}`).replace(/\/$/, ''),
  };
}

/** Outside production a random secret is generated once and kept in DATA_DIR. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs so tokens stay valid across processes.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}

let cached: Env | undefined;
/** The process settings, parsed on first use. */
export function env(): Env {
  // A local .env file is read once (never overriding real environment variables); tests skip it.
  if (!cached && !process.env.VITEST && existsSync('.env')) process.loadEnvFile('.env');
  cached ??= parseEnv(process.env);
  return cached;
}
