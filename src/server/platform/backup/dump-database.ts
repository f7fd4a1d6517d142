/**
 * Dumps the database into the stream of dump-stream.ts, from one snapshot (decision 040): the
 * migrations applied (the schema), then every table of the public schema in an order where a
 * table comes after the tables it references, so a restore loads them in that order.
 */
import { inTransaction, type DatabaseSession, type RawDatabase } from './database-session.ts';
import { orderByReferences } from './dump-dependencies.ts';
import { DUMP_FORMAT, END_OF_TABLE, encodeFrames, encodeLine, type DumpHeader } from './dump-stream.ts';

export interface DumpSummary {
  tables: number;
  rows_bytes: number;
}

export async function listTables(session: DatabaseSession): Promise<string[]> {
  const tables = await session.rows<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const references = await session.rows<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public'`,
  );
  return orderByReferences(tables.map((t) => t.name), references);
}

/** Columns COPY can write back (generated columns are computed again on restore). */
async function copyColumns(session: DatabaseSession, table: string): Promise<string[]> {
  const rows = await session.rows<{ name: string }>(
    `select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = '${table.replace(/'/g, "''")}' and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
  );
  return rows.map((r) => r.name);
}

export async function appliedMigrations(session: DatabaseSession): Promise<DumpHeader['migrations']> {
  const exists = await session.rows<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  if (!exists[0]?.found) return [];
  const rows = await session.rows<{ hash: string; created_at: string | number }>('select hash, created_at from drizzle.__drizzle_migrations order by created_at, id');
  return rows.map((r) => ({ hash: r.hash, created_at: Number(r.created_at) }));
}

/** Writes the whole dump through `write` (which should wait when its reader is slow). */
export async function dumpDatabase(raw: RawDatabase, write: (chunk: Buffer) => Promise<void>): Promise<DumpSummary> {
  return inTransaction(raw, 'snapshot', async (session) => {
    const header: DumpHeader = {
      format: DUMP_FORMAT,
      version: 1,
      engine: session.engine,
      taken_at: new Date().toISOString(),
      migrations: await appliedMigrations(session),
      sequences: await session.rows(`select sequencename as name, last_value::text as last_value from pg_sequences where schemaname = 'public'`),
    };
    await write(encodeLine(header));
    const tables = await listTables(session);
    let bytes = 0;
    for (const table of tables) {
      const columns = await copyColumns(session, table);
      await write(encodeLine({ table, columns }));
      for await (const chunk of session.copyOut(table, columns)) {
        bytes += chunk.length;
        for (const piece of encodeFrames(chunk)) await write(piece);
      }
      await write(END_OF_TABLE);
    }
    await write(encodeLine({ end: true, tables: tables.length }));
    return { tables: tables.length, rows_bytes: bytes };
  });
}
