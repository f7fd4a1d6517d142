/**
 * The database handle: PostgreSQL through postgres.js when DATABASE_URL is set,
 * embedded PGlite under $DATA_DIR/pglite otherwise (decision 001).
 *
 * The handle lives on globalThis so the start script (which migrates and seeds) and the
 * bundled Astro server share one PGlite instance: PGlite allows one process per data dir.
 */
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { SQL } from 'drizzle-orm';
import postgres from 'postgres';
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as schema from '#db/schema.ts';
import { lockDataDir } from './pglite-lock.ts';
import { env } from '#src/env.ts';

export type Database = PostgresJsDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

interface Handle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The driver itself, for what drizzle does not offer (COPY, for backups: decision 040). */
  raw: { kind: 'postgres'; sql: postgres.Sql } | { kind: 'pglite'; pglite: PGlite };
  close: () => Promise<void>;
  /** Applies the migrations of `folder` (default: this build's). */
  migrate: (folder?: string) => Promise<void>;
  /**
   * LISTEN on a channel (landing pages use it to follow changes made by other instances).
   * `onListen` runs each time listening (re)starts: after a reconnect, notifications may have been missed.
   * With `onLost`, the LISTEN runs on a connection of its own whose loss is reported at once and
   * not repaired here (the caller listens again): postgres.js's own re-listen after a drop is
   * silent, and gives up without a word when the database refuses at that moment.
   */
  listen: (channel: string, onNotify: (payload: string) => void, onListen?: () => void, onLost?: () => void) => Promise<() => Promise<void>>;
}

const KEY = Symbol.for('atelier.db');
type Holder = { [KEY]?: Promise<Handle> };
const holder = globalThis as Holder;

export const migrationsFolder = resolve(process.env.ATELIER_ROOT ?? process.cwd(), 'db/migrations');

/**
 * postgres.js options. `application_name` names this process in pg_stat_activity (operators, and
 * the fault tests, find its connections); a 10 s connect timeout (default 30 s) keeps requests from
 * hanging long when the database host does not answer: they fail with 503 instead.
 * The client itself is patched against upstream #1208 (patches/postgres+3.4.9.patch, decision 064).
 */
export function postgresOptions(max: number) {
  return { max, onnotice: () => {}, connect_timeout: 10, connection: { application_name: `atelier-${process.pid}` } };
}

function openPostgres(url: string): Handle {
  const client = postgres(url, postgresOptions(env().DATABASE_POOL_SIZE));
  const db = drizzlePostgres(client, { schema });
  return {
    db,
    kind: 'postgres',
    raw: { kind: 'postgres', sql: client },
    close: () => client.end({ timeout: 5 }),
    listen: async (channel, onNotify, onListen, onLost) => {
      if (!onLost) {
        const meta = await client.listen(channel, onNotify, onListen);
        return () => meta.unlisten();
      }
      let ended = false;
      // `onnotify` is an option postgres.js reads (its own listen() uses it) but does not type.
      const listenerOptions = {
        ...postgresOptions(1),
        // Kept open for good: a recycled connection would be a (harmless but needless) loss.
        idle_timeout: 0,
        max_lifetime: null,
        fetch_types: false,
        onnotify: (name: string, payload: string) => {
          if (name === channel) onNotify(payload);
        },
        onclose: () => {
          if (ended) return;
          ended = true;
          void listener.end({ timeout: 0 }).catch(() => {});
          onLost();
        },
      };
      const listener = postgres(url, listenerOptions as Parameters<typeof postgres>[1]);
      try {
        await listener`listen ${listener.unsafe(`"${channel.replace(/"/g, '""')}"`)}`;
      } catch (error) {
        ended = true;
        await listener.end({ timeout: 0 }).catch(() => {});
        throw error;
      }
      onListen?.();
      return async () => {
        ended = true;
        await listener.end({ timeout: 1 });
      };
    },
    migrate: async (folder = migrationsFolder) => {
      // One connection holding an advisory lock, so parallel starts never migrate twice.
      const lockClient = postgres(url, postgresOptions(1));
      try {
        await lockClient`select pg_advisory_lock(727274)`;
        await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder: folder });
      } finally {
        await lockClient`select pg_advisory_unlock(727274)`.catch(() => {});
        await lockClient.end({ timeout: 5 });
      }
    },
  };
}

async function openPglite(dataDir: string | null): Promise<Handle> {
  let client: PGlite;
  let unlock = () => {};
  if (dataDir) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // Throws DatabaseLockedError when another process has it open. The holder answers
    // `npm run backup` with a dump of the database it holds (decision 040).
    let held: PGlite | undefined;
    unlock = await lockDataDir(dir, (request, socket) => {
      const raw = held ? { kind: 'pglite' as const, pglite: held } : undefined;
      void import('../backup/serve-dump.ts').then(({ answerDumpRequest }) => answerDumpRequest(request, socket, raw));
    });
    client = held = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    raw: { kind: 'pglite', pglite: client },
    close: async () => {
      await client.close();
      unlock();
    },
    migrate: (folder = migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    // One process per data directory: NOTIFY is delivered in-process, at commit like PostgreSQL.
    listen: async (channel, onNotify, onListen) => {
      const unlisten = await client.listen(channel, onNotify);
      onListen?.();
      return unlisten;
    },
  };
}

/** Opens the process-wide handle once. `memory: true` gives a throwaway PGlite (unit tests). */
export function openDatabase(options: { memory?: boolean } = {}): Promise<Handle> {
  holder[KEY] ??= (async () => {
    const settings = env();
    if (settings.DATABASE_URL && !options.memory) return openPostgres(settings.DATABASE_URL);
    return openPglite(options.memory ? null : settings.DATA_DIR);
  })();
  return holder[KEY];
}

export async function getDb(): Promise<Database> {
  return (await openDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder[KEY];
  holder[KEY] = undefined;
  if (handle) await (await handle).close();
}

/** Rows of a raw `db.execute(sql)`: postgres.js returns an array, PGlite an object with `rows`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows: T[] }).rows ?? []) as T[];
}

export { schema };
