/**
 * Loads a dump (dump-database.ts) into an empty database (decision 040): the schema as it was
 * when the dump was taken (the same migrations, checked by hash), then every table's rows in one
 * transaction with the tables' own triggers off (they guard live changes — sealed answers,
 * immutable invoices — not a copy of rows that passed them once). A failure before the commit
 * leaves the rows out, never half of them.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { inTransaction, quoteIdent, type DatabaseSession } from './database-session.ts';
import { listTables } from './dump-database.ts';
import { DUMP_FORMAT, DumpReader, type DumpHeader, type DumpTable } from './dump-stream.ts';

/** True when no table of the public schema holds a row (a database never started, or only migrated). */
export async function databaseIsEmpty(): Promise<boolean> {
  return inTransaction((await openDatabase()).raw, 'snapshot', async (session) => {
    for (const table of await listTables(session)) {
      const [row] = await session.rows<{ found: boolean }>(`select exists (select 1 from ${quoteIdent(table)}) as found`);
      if (row?.found) return false;
    }
    return true;
  });
}

/** Everything of ours goes: the public schema (tables, functions, triggers) and drizzle's journal. */
export async function wipeDatabase(): Promise<void> {
  await inTransaction((await openDatabase()).raw, 'write', (session) => session.exec('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
}

/** A copy of this build's migrations folder holding only the first `count` (drizzle applies a whole folder). */
async function migrationsUpTo(count: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'atelier-migrations-'));
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  await mkdir(join(folder, 'meta'));
  await writeFile(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

/** Refuses a dump whose schema this build cannot rebuild exactly. */
export function checkMigrations(dumped: DumpHeader['migrations']): void {
  const local = readMigrationFiles({ migrationsFolder });
  if (dumped.length > local.length) {
    throw new Error(`the backup was taken by a newer version (${dumped.length} migrations, this one has ${local.length}): restore it with that version or a later one`);
  }
  dumped.forEach((migration, i) => {
    if (migration.hash !== local[i]!.hash) throw new Error(`migration ${i + 1} of the backup differs from this version's: restore it with the version that took it`);
  });
}

async function loadRows(session: DatabaseSession, reader: DumpReader, header: DumpHeader): Promise<number> {
  const tables = await listTables(session);
  for (const table of tables) await session.exec(`ALTER TABLE ${quoteIdent(table)} DISABLE TRIGGER USER`);
  // Migrations insert a few rows of their own; the dump has them as they were.
  if (tables.length) await session.exec(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`);
  let loaded = 0;
  for (;;) {
    const section = await reader.json<DumpTable & { end?: boolean; tables?: number }>();
    if (section.end) {
      if (section.tables !== loaded) throw new Error('the database dump is damaged (table count)');
      break;
    }
    if (!tables.includes(section.table)) throw new Error(`the dump holds a table this schema lacks: ${section.table}`);
    await session.copyIn(section.table, section.columns, reader.frames());
    loaded += 1;
  }
  for (const sequence of header.sequences) {
    if (sequence.last_value !== null) await session.rows(`select setval(${`'${quoteIdent(sequence.name).replace(/'/g, "''")}'`}, ${BigInt(sequence.last_value)})`);
  }
  for (const table of tables) await session.exec(`ALTER TABLE ${quoteIdent(table)} ENABLE TRIGGER USER`);
  return loaded;
}

/** Loads the dump read from `source` into the (empty) database; this build's newer migrations are the caller's next step. */
export async function loadDatabase(source: AsyncIterable<Buffer | Uint8Array | string>): Promise<{ tables: number }> {
  const reader = new DumpReader(source);
  const header = await reader.json<DumpHeader>();
  if (header.format !== DUMP_FORMAT || header.version !== 1) throw new Error('not a database dump of this application (format)');
  checkMigrations(header.migrations);
  const handle = await openDatabase();
  const folder = await migrationsUpTo(header.migrations.length);
  try {
    await handle.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return { tables: await inTransaction((await openDatabase()).raw, 'write', (session) => loadRows(session, reader, header)) };
}
