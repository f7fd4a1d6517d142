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
import { openDatabase } from '../db/client.ts';

export interface DatabaseSession {
  readonly engine: 'pglite' | 'postgres';
  rows<T>(text: string): Promise<T[]>;
  exec(text: string): Promise<void>;
  copyOut(table: string, columns: string[]): AsyncIterable<Uint8Array>;
  copyIn(table: string, columns: string[], frames: AsyncIterable<Buffer>): Promise<void>;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
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
    async *copyOut(table, columns) {
      yield* await tx.unsafe(`COPY ${copyTarget(table, columns)} TO STDOUT`).readable();
    },
    copyIn: async (table, columns, frames) => {
      await pipeline(Readable.from(frames), await tx.unsafe(`COPY ${copyTarget(table, columns)} FROM STDIN`).writable());
    },
  };
}

/** Runs `work` in one transaction of the process's database; `snapshot` makes it a read-only snapshot. */
export async function inTransaction<T>(mode: 'snapshot' | 'write', work: (session: DatabaseSession) => Promise<T>): Promise<T> {
  const { raw } = await openDatabase();
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
