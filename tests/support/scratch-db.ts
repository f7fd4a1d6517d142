/**
 * A database of its own for tests that change global state (the landing themes, the main page):
 * a fresh PostgreSQL database on the DATABASE_URL server (dropped at close), or an in-memory
 * PGlite without one. Migrated with the committed migrations.
 */
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import * as schema from '#db/schema.ts';
import type { Database } from '#server/platform/db/client.ts';

const migrationsFolder = resolve('db/migrations');

export interface ScratchDatabase {
  db: Database;
  /** The PostgreSQL URL (null on PGlite: servers then use their own DATA_DIR). */
  url: string | null;
  close: () => Promise<void>;
}

/** Creates an empty database next to DATABASE_URL's and returns its URL (no migration). */
export async function createScratchPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  // Named after the test database (`atelier_x` → `atelier_x_t_…`), so it is recognisably its own.
  const name = `${decodeURIComponent(base.pathname.slice(1)).slice(0, 30)}_t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  await sql.unsafe(`create database "${name}"`);
  await sql.end({ timeout: 5 });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = postgres(admin.toString(), { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
      await again.end({ timeout: 5 });
    },
  };
}

export async function scratchDatabase(options: { pglite?: boolean } = {}): Promise<ScratchDatabase> {
  if (process.env.DATABASE_URL && !options.pglite) {
    const { url, drop } = await createScratchPostgres();
    const client = postgres(url, { max: 5, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db, url, close: async () => { await client.end({ timeout: 5 }); await drop(); } };
  }
  const client = await PGlite.create();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, url: null, close: () => client.close() };
}
