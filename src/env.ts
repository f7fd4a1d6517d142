/**
 * Every setting the app reads, validated once with zod (decision 001).
 * A bad value stops start-up with a message naming the variable.
 * Plain TypeScript (no path aliases) so Node 24 can run it directly from scripts/.
 */
import { validSiren } from './shared/tax-ids.ts';
import { z } from 'zod';
import { settingProblems } from './env-requirements.ts';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidSchedule } from './shared/schedule.ts';
import { isTimeZone } from './i18n/format.ts';
import { isSingleLine } from './shared/clean-text.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();
/** A text printed on documents: one line, no control character (decision 050), trimmed. */
const oneLine = (min: number, max: number) => z.string().refine(isSingleLine, 'must be one line without control characters').trim().min(min).max(max);
/** A phone number as printed: digits, spaces, dots, dashes, brackets, an optional leading +. */
const phone = oneLine(6, 30).regex(/^\+?[0-9][0-9 .()-]{4,28}[0-9]$/, 'must be a phone number (e.g. +33 1 23 45 67 89)');
/** An account of the French chart of accounts (PCG): a class digit, then digits or capitals. */
const account = z.string().regex(/^[1-9][0-9A-Z]{2,19}$/, 'must be an account number of the chart of accounts (e.g. 411, 512100)');

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
  /**
   * Stored files: unset → `$DATA_DIR/uploads`; `s3://bucket[/prefix]` → an S3-compatible store
   * shared by every instance (docs/operations.md).
   */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'must be s3://bucket or s3://bucket/prefix')
    .optional(),
  /** The store's address for S3-compatible servers other than AWS (MinIO…); unset → AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (`endpoint/bucket/key`), which most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Failing fast: time to open a connection to the store, and the longest one request may take. */
  S3_CONNECT_TIMEOUT_MS: positiveInt.max(60_000).default(2000),
  S3_REQUEST_TIMEOUT_MS: positiveInt.max(600_000).default(15_000),
  /** Attempts per storage request (1 = no retry); retries back off and stay within the request time. */
  S3_MAX_ATTEMPTS: positiveInt.max(5).default(2),
  /**
   * Where the baked landings are published after every change (docs/edge.md): a
   * directory served by a static server, or `s3://bucket[/prefix]` (with the S3_* settings above).
   * Unset: not published by the server (`npm run landings:publish -- --to …` still works).
   */
  LANDINGS_PUBLISH_TO: z
    .string()
    .min(1)
    .refine((v) => !v.startsWith('s3:') || /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/.test(v), 'must be a directory or s3://bucket[/prefix]')
    .optional(),
  /** Connections each instance keeps to PostgreSQL (N instances use N × this; mind max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Production runs on PostgreSQL; `true` says one machine is intended and lets production run on
   * the embedded database in DATA_DIR instead (decision 039).
   */
  EMBEDDED_DATABASE: bool.default(false),
  /** How many instances serve this site: more than one needs DATABASE_URL and an s3:// STORAGE_URL. */
  INSTANCES: positiveInt.max(1000).default(1),
  /** Bearer token of GET /metrics (Prometheus); unset → /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 bytes').optional(),
  ENABLE_TEST_ACCOUNTS: bool.optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  // A mail header: one line (decision 050).
  MAIL_FROM: oneLine(3, 320).default('Atelier <no-reply@atelier.local>'),
  APP_TIMEZONE: z
    .string()
    .default('Europe/Paris')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Paris'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /**
   * The PKCS#12 file (path) whose certificate signs sealed contract PDFs, and its passphrase.
   * Required in production; elsewhere a self-signed one is generated once in DATA_DIR.
   */
  CONTRACT_SIGNING_P12: z.string().min(1).optional(),
  CONTRACT_SIGNING_PASSPHRASE: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (decision 006): the
   * client IP is that many hops from the right. `false`/0: the socket address; `true` = 1.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|yes|no|\d{1,2})$/, 'must be false, true, or the number of trusted proxies (0–99)')
    .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
    .default(0),
  RATE_LIMIT_SIGNIN_PER_IP: positiveInt.default(30),
  RATE_LIMIT_SIGNIN_PER_EMAIL: positiveInt.default(5),
  /** Failed password checks for one account from every IP together: the brake on a distributed guesser. */
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: positiveInt.default(50),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  /** Deleting expired sessions, magic links and rate-limit counters: `every:<seconds>`, a cron, or `off`. */
  PURGE_CRON: z
    .string()
    .refine((v) => v === 'off' || isValidSchedule(v), 'must be every:<seconds>, a 5-field cron expression, or off')
    .default('every:3600'),
  /** In-server reminder schedule: a 5-field cron (in APP_TIMEZONE) or every:<seconds>. */
  REMINDERS_CRON: z
    .string()
    .refine(isValidSchedule, 'must be a 5-field cron expression (minute hour day month weekday) or every:<seconds>')
    .optional(),
  ESSENTIEL_MAX_ACTIVE_PARCOURS: positiveInt.default(1),
  // applications, payment and invoices (docs/api-applications.md, decision 009)
  FORMULA_ESSENTIEL_PRICE_CENTS: positiveInt.default(149_000),
  FORMULA_PREMIUM_PRICE_CENTS: positiveInt.default(299_000),
  /**
   * How many months each formula's service runs from the deposit's payment (decision 050): stated
   * by the CGV, printed on the final invoice as the service period (BT-73/74).
   */
  FORMULA_ESSENTIEL_MONTHS: positiveInt.max(120).default(12),
  FORMULA_PREMIUM_MONTHS: positiveInt.max(120).default(12),
  /** Days a requested balance is due after its request (decisions 058, 059): stored with the request, printed in its e-mail, stated by the CGV. */
  BALANCE_DUE_DAYS: positiveInt.max(60).default(15),
  /**
   * How prices read on the landings and the application form (decision 027): `ttc` (the price
   * paid, "TTC") or `ht` (excluding VAT, with the VAT added stated). The amounts charged do not
   * change: the FORMULA_*_PRICE_CENTS settings include VAT. A VAT-exempt seller shows the art. 293 B
   * mention whatever this says.
   */
  PRICE_DISPLAY: z.enum(['ttc', 'ht']).default('ttc'),
  /** `test` (sandbox) is refused in production; `stripe` is the default there. */
  PAYMENT_PROVIDER: z.enum(['stripe', 'test']).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  /** Stripe API address; only tests point it elsewhere (a local fake). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  /**
   * The VIES service (European Commission) that confirms a buyer's VAT number before the reverse
   * charge is granted (decision 049): its check-vat-number REST address; only tests point it at a
   * local fake. Unreachable or slower than VIES_TIMEOUT_MS: the buyer pays French VAT, and is told.
   */
  VIES_URL: z.url({ protocol: /^https?$/ }).default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  VIES_TIMEOUT_MS: positiveInt.max(30_000).default(6000),
  SELLER_NAME: oneLine(2, 120).optional(),
  /**
   * The company's legal form alone (SAS, SARL, EURL…); its capital and registry are settings of
   * their own, printed with it on invoices (art. R123-237 du Code de commerce, decision 050).
   */
  SELLER_LEGAL_FORM: oneLine(2, 80)
    .regex(/^[^0-9€]+$/, 'must be the legal form alone (e.g. SAS, SARL): the capital goes in SELLER_SHARE_CAPITAL_CENTS, the registry in SELLER_RCS_CITY')
    .optional(),
  /** The share capital in integer cents (10 000 € → 1000000); not asked of an individual enterprise (EI). */
  SELLER_SHARE_CAPITAL_CENTS: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** The city of the registry (greffe) where the company is registered: printed "RCS <city>" beside the SIREN. */
  SELLER_RCS_CITY: oneLine(2, 60)
    .regex(/^\p{L}[\p{L}'’ -]*$/u, 'must be the city of the registry alone (e.g. Paris, Aix-en-Provence): the number is SELLER_SIREN')
    .optional(),
  /** Replaced by SELLER_RCS_CITY: a start with it set is refused (src/env-requirements.ts). */
  SELLER_RCS: z.string().optional(),
  SELLER_ADDRESS: oneLine(5, 300).optional(),
  SELLER_SIREN: z.string().regex(/^\d{9}$/, 'must be the 9 digits of a SIREN').refine(validSiren, 'is not a valid SIREN (checksum)').optional(),
  SELLER_VAT_NUMBER: z.string().regex(/^FR[0-9A-Z]{2}\d{9}$/, 'must be a French VAT number (FR + 2 characters + SIREN)').optional(),
  SELLER_VAT_EXEMPT: bool.default(false),
  SELLER_VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /** The seller opted to pay VAT on debits rather than on payments (decision 036): printed on invoices. */
  SELLER_VAT_ON_DEBITS: bool.default(false),
  SELLER_EMAIL: z.email().optional(),
  /** The seller's phone, printed on the legal notice and the CGV (code de la consommation, art. L111-1; decision 059). */
  SELLER_PHONE: phone.optional(),
  /** The consumer mediator the CGV name (code de la consommation, art. L612-1, L616-1; decision 035). */
  MEDIATOR_NAME: oneLine(2, 160).optional(),
  MEDIATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The legal notice (LCEN art. 6 III, decision 059): the natural person who directs the
   * publication, and the host's name, address and phone. Required in production.
   */
  PUBLICATION_DIRECTOR: oneLine(2, 160).optional(),
  HOST_NAME: oneLine(2, 160).optional(),
  HOST_ADDRESS: oneLine(5, 300).optional(),
  HOST_PHONE: phone.optional(),
  /**
   * The processors the privacy page names (RGPD art. 13, 28; decision 059): the company that
   * sends the mail of SMTP_URL, and the one that keeps the files of an s3:// STORAGE_URL.
   */
  MAIL_PROVIDER_NAME: oneLine(2, 160).optional(),
  STORAGE_PROVIDER_NAME: oneLine(2, 160).optional(),
  // the sales and receipts journal (FEC format, decisions 035 and 060): accounts of the chart of accounts
  ACCOUNTING_CUSTOMER_ACCOUNT: account.default('411'),
  /** Before decision 060 the one revenue account; when set, still the French one unless ACCOUNTING_REVENUE_ACCOUNT_FR is. */
  ACCOUNTING_REVENUE_ACCOUNT: account.optional(),
  /** Revenue per VAT regime (decision 060): France (default 706100), EU reverse charge (706200), outside the EU (706300). */
  ACCOUNTING_REVENUE_ACCOUNT_FR: account.optional(),
  ACCOUNTING_REVENUE_ACCOUNT_EU: account.default('706200'),
  ACCOUNTING_REVENUE_ACCOUNT_NON_EU: account.default('706300'),
  ACCOUNTING_VAT_ACCOUNT: account.default('44571'),
  /** Advances and deposits received on orders: the deposit until the final invoice (decision 060). */
  ACCOUNTING_DEPOSIT_ACCOUNT: account.default('4191'),
  ACCOUNTING_BANK_ACCOUNT: account.default('512'),
  /** Stripe's balance, a clearing account (decision 060): Stripe's payments, refunds and fees; payouts move it to the bank. */
  ACCOUNTING_STRIPE_ACCOUNT: account.default('467100'),
  /** Stripe's fees (services bancaires). */
  ACCOUNTING_FEES_ACCOUNT: account.default('627'),
  RATE_LIMIT_APPLICATIONS_PER_IP: positiveInt.default(20),
  RATE_LIMIT_APPLICATIONS_WINDOW_SECONDS: positiveInt.default(3600),
  /** Mail outbox sender run inside the server every N seconds (and right after each enqueue). */
  OUTBOX_INTERVAL_SECONDS: positiveInt.default(30),
  // files: application photos not attached to an application within this delay are deleted.
  CANDIDATURE_UPLOAD_TTL_HOURS: positiveInt.default(48),
  // Uploads of type `candidature` (no session needed) allowed per IP and hour.
  RATE_LIMIT_PUBLIC_UPLOADS_PER_HOUR: positiveInt.default(40),
  // Bounded heavy work (decision 017; docs/operations.md "Sizing the work pool").
  /** Photo conversions / PDF and ZIP inspections run at once for signed-in people; unset → cores − 1 (at least 2, decision 037). */
  HEAVY_WORK_CONCURRENCY: positiveInt.max(64).optional(),
  /** The same for anonymous (candidature) uploads: their own, smaller lane. */
  HEAVY_WORK_ANONYMOUS_CONCURRENCY: positiveInt.max(64).default(1),
  /** Jobs allowed to wait per lane; one more is refused with 503 busy (Retry-After). */
  HEAVY_WORK_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  HEAVY_WORK_ANONYMOUS_QUEUE: z.coerce.number().int().min(0).max(1000).default(2),
  /** Jobs one account (or address) may keep waiting in a lane; one more is refused with 429 (decision 037). */
  HEAVY_WORK_PER_ACCOUNT_QUEUE: z.coerce.number().int().min(0).max(1000).default(2),
  /** A job running longer is stopped and answered 503 busy. */
  HEAVY_WORK_TIMEOUT_SECONDS: positiveInt.max(600).default(30),
  /** libvips threads per job (sharp.concurrency). */
  HEAVY_WORK_THREADS_PER_JOB: positiveInt.max(64).default(1),
  /** CPU niceness of the photo conversion process (0–19; 0 = convert inside the server process). */
  HEAVY_WORK_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Per IP and hour, what anonymous uploads may make the server decode: megapixels and MiB received. */
  ANONYMOUS_UPLOAD_MEGAPIXELS_PER_HOUR: positiveInt.default(1000),
  ANONYMOUS_UPLOAD_MIB_PER_HOUR: positiveInt.default(200),
  // Landing themes (decision 007): the directory of theme files read by `npm run landings:sync`.
  LANDING_THEMES_DIR: z.string().min(1).default('landing-themes'),
  /** How often each instance adds its in-memory landing view counts to the database (decision 029). */
  LANDING_VIEWS_FLUSH_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** `json`: one object per line (default in production); `text`: for a terminal (default elsewhere). */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  /** One log line per request (method, path without query, status, ms, request id). */
  LOG_REQUESTS: bool.default(true),
  /** How long a stopping server lets requests in flight finish before cutting them. */
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.max(600).default(20),
});

export type Env = z.infer<typeof schema> & {
  ENABLE_TEST_ACCOUNTS: boolean;
  PAYMENT_PROVIDER: 'stripe' | 'test';
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
  const paymentProvider = raw.PAYMENT_PROVIDER ?? (isProduction ? 'stripe' : 'test');
  const problems = settingProblems(raw, isProduction, paymentProvider);
  if (problems.length > 0) throw new EnvError(`Invalid settings:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const dataDir = resolve(raw.DATA_DIR);
  return {
    ...raw,
    PAYMENT_PROVIDER: paymentProvider,
    DATA_DIR: dataDir,
    isProduction,
    ENABLE_TEST_ACCOUNTS: raw.ENABLE_TEST_ACCOUNTS ?? !isProduction,
    JWT_SECRET: raw.JWT_SECRET ?? localSecret(dataDir),
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://${raw.HOST}:${raw.PORT}`).replace(/\/$/, ''),
  };
}

/** SIREN check digit: Luhn over the 9 digits (INSEE). */
/** A SIREN's check (decision 036 shares it with the application form). */
export const isValidSiren = validSiren;

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

/**
 * Parses the settings again on next use: for in-process tests that change a setting between two
 * steps (the seller's VAT between a deposit and its balance, decision 048). A running server never
 * calls it: its settings are those it started with.
 */
export function reloadEnv(): void {
  cached = undefined;
}
