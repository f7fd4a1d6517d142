/**
 * The bench database: its own PostgreSQL database (default `atelier_bench`, override with
 * BENCH_DATABASE_URL), created when missing. Also points this process's settings at it, so
 * modules from src/ (migrations, the reminder job) imported afterwards use the same database.
 */
import postgres from 'postgres';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The artisans and cards made by `npm run bench:data` (generate-data.ts). */
export const ARTISAN_EMAIL_LIKE = 'bench-artisan-%@bench.atelier.test';
export const IMPACT_CARD_PREFIX = 'bench-impact-';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/atelier_bench';

/** Creates the database named in the URL if it does not exist (connecting to `postgres`). */
export async function ensureDatabase(url = BENCH_DATABASE_URL): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`unexpected database name in ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select 1 as found from pg_database where datname = ${name}`;
    if (!row) {
      await sql.unsafe(`create database "${name}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Must run before anything from src/ reads its settings (they are parsed once): our database,
 * a throwaway DATA_DIR (the local JWT secret and outbox land there), quiet logs.
 */
export function useBenchSettings(extra: Record<string, string> = {}): void {
  process.env.DATABASE_URL = BENCH_DATABASE_URL;
  process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'atelier-bench-'));
  process.env.LOG_LEVEL = 'warn';
  Object.assign(process.env, extra);
}

/** Applies the committed migrations to the bench database (the same code `npm start` runs). */
export async function migrateBenchDatabase(): Promise<void> {
  const { openDatabase } = await import('../src/server/platform/db/client.ts');
  await (await openDatabase()).migrate();
}

export function benchSql(max = 4) {
  return postgres(BENCH_DATABASE_URL, { max, onnotice: () => {} });
}
