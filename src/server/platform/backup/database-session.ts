/**
 * One transaction on either engine, with the little a backup needs: plain queries and COPY out
 * and in (decision 040). A dump reads in a REPEATABLE READ, READ ONLY transaction: every table as
 * of one moment, while the server keeps serving (on PGlite the dump runs inside the server process,
 * and other queries wait for it: PGlite has one connection).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type postgres from 'postgres';

/** The process's database connection (db/client.ts `raw`), handed in so this module opens nothing itself. */
export type RawDatabase = { kind: 'postgres'; sql: postgres.Sql } | { kind: 'pglite'; pglite: PGlite };

export interface DatabaseSession {
  readonly engine: 'pglite' | 'postgres';
  rows<T>(text: string): Promise<T[]>;
  exec(text: string): Promise<void>;
  copyOut(table: string, columns: string[]): AsyncIterable<Uint8Array>;
  copyIn(table: string, columns: string[], frames: AsyncIterable<Buffer>): Promise<void>;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
/** A value in COPY's text format: NULL is \\N; backslash, tab, newline and carriage return are escaped. */
export const copyField = (value: string | null): string =>
  value === null ? '\\N' : value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

const copyTarget = (table: string, columns: string[]) => `${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;

function pgliteSession(tx: PgliteTransaction): DatabaseSession {
  return {
    engine: 'pglite',
    rows: async <T>(text: string) => (await tx.query<T>(text)).rows,
    exec: async (text) => void (await tx.exec(text)),
    async *copyOut(table, columns) {
      const result = await tx.query(`COPY ${copyTarget(table, columns)} TO '/dev/blob'`);
      if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
    },
    copyIn: async (table, columns, frames) => {
      const parts: Buffer[] = [];
      for await (const frame of frames) parts.push(frame);
      await tx.query(`COPY ${copyTarget(table, columns)} FROM '/dev/blob'`, [], { blob: new Blob(parts as Uint8Array<ArrayBuffer>[]) });
    },
  };
}

function postgresSession(tx: postgres.TransactionSql, engine: 'postgres'): DatabaseSession {
  return {
    engine,
    rows: async <T>(text: string) => (await tx.unsafe(text)) as unknown as T[],
    exec: async (text) => void (await tx.unsafe(text)),
    // Not `COPY … TO STDOUT`: postgres.js 3.4.9 leaves its socket paused when a large COPY ends
    // while its reader is behind, and the transaction's next query waits forever. Each value's text
    // form, escaped as COPY's text format, read through a cursor, is the same stream.
    async *copyOut(table, columns) {
      const select = `select ${columns.map((c) => `${quoteIdent(c)}::text`).join(', ')} from ${quoteIdent(table)}`;
      for await (const rows of tx.unsafe(select).values().cursor(200)) {
        yield Buffer.from(rows.map((row) => `${(row as (string | null)[]).map(copyField).join('\t')}\n`).join(''));
      }
    },
    copyIn: async (table, columns, frames) => {
      await pipeline(Readable.from(frames), await tx.unsafe(`COPY ${copyTarget(table, columns)} FROM STDIN`).writable());
    },
  };
}

/** Runs `work` in one transaction of the process's database; `snapshot` makes it a read-only snapshot. */
export async function inTransaction<T>(raw: RawDatabase, mode: 'snapshot' | 'write', work: (session: DatabaseSession) => Promise<T>): Promise<T> {
  if (raw.kind === 'pglite') return inPglite(raw.pglite, mode, work);
  const options = mode === 'snapshot' ? 'isolation level repeatable read read only' : 'isolation level read committed';
  return (await raw.sql.begin(options, (tx) => work(postgresSession(tx, 'postgres')))) as T;
}

function inPglite<T>(pglite: PGlite, mode: 'snapshot' | 'write', work: (session: DatabaseSession) => Promise<T>): Promise<T> {
  return pglite.transaction(async (tx) => {
    if (mode === 'snapshot') await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return work(pgliteSession(tx));
  });
}
