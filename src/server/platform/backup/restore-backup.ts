/**
 * `npm run restore -- --from DIR|s3://…` (decision 040): checks every part of the backup against
 * its manifest before writing anything, refuses a database or file store that already holds data
 * unless `--force`, then loads the database (at the schema the backup was taken with), the stored
 * files and the DATA_DIR secrets, and last applies this version's newer migrations.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { env } from '#src/env.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseLockedError } from '../db/pglite-lock.ts';
import { fileStorage, type FileStorage } from '../storage/storage.ts';
import { MANIFEST, listBackups, openLocation } from './backup-location.ts';
import { inTransaction } from './database-session.ts';
import { databaseIsEmpty, loadDatabase, wipeDatabase } from './load-database.ts';
import { parseManifest, verifyBackup, type BackupManifest, type ManifestEntry } from './manifest.ts';

export class RestoreRefused extends Error {}

export interface RestoreSummary {
  name: string;
  taken_at: string;
  checked: number;
  restored: boolean;
  tables?: number;
  files?: number;
  ms: number;
}

async function readText(storage: FileStorage, key: string): Promise<string | null> {
  const found = await storage.get(key);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The backup at `from` itself, or the newest complete one under it. */
async function findBackup(storage: FileStorage, location: string, listNames: () => Promise<string[]>): Promise<{ base: string; manifest: BackupManifest }> {
  let base = '';
  let text = await readText(storage, MANIFEST);
  if (text === null) {
    const newest = (await listNames()).at(-1);
    if (!newest) throw new RestoreRefused(`no backup at ${location} (no ${MANIFEST} there or in a backup-… folder under it)`);
    base = `${newest}/`;
    text = (await readText(storage, `${base}${MANIFEST}`))!;
  }
  return { base, manifest: parseManifest(text) };
}

/** Copies `entry` from the backup into the store, checking its bytes once more on the way. */
async function restoreEntry(source: FileStorage, base: string, entry: ManifestEntry, write: (body: Readable) => Promise<unknown>): Promise<void> {
  const found = await source.get(`${base}${entry.path}`);
  if (!found) throw new Error(`${entry.path}: missing`);
  const hash = createHash('sha256');
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(hash.digest('hex') === entry.sha256 ? null : new Error(`${entry.path} changed while it was restored`));
    },
  });
  await write(pipeline(found.body, check, () => {}) as unknown as Readable);
}

/** On PostgreSQL, servers still connected to the database would write into the restore. */
async function refuseWhileServing(): Promise<void> {
  const handle = await openDatabase();
  if (handle.kind !== 'postgres') return; // PGlite: this process holds the lock, so no server runs
  const [row] = await inTransaction(handle.raw, 'snapshot', (session) =>
    session.rows<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like 'atelier-%' and application_name <> 'atelier-${process.pid}'`,
    ),
  );
  if (row && row.n > 0) throw new RestoreRefused(`${row.n} connection(s) of running Atelier servers use this database: stop them first`);
}

export async function restoreBackup(from: string, options: { force?: boolean; checkOnly?: boolean } = {}): Promise<RestoreSummary> {
  const started = Date.now();
  const location = openLocation(from);
  try {
    const { base, manifest } = await findBackup(location.storage, location.description, () => listBackups(location));
    const problems = await verifyBackup(location.storage, base, manifest);
    if (problems.length) throw new RestoreRefused(`the backup ${manifest.name} does not match its manifest; nothing was restored:\n  ${problems.join('\n  ')}`);
    const summary = { name: manifest.name, taken_at: manifest.taken_at, checked: 1 + manifest.files.length + manifest.data_dir.length };
    if (options.checkOnly) return { ...summary, restored: false, ms: Date.now() - started };

    const handle = await openDatabase().catch((error: Error) => {
      if (error instanceof DatabaseLockedError) throw new RestoreRefused(`a server holds the embedded database in ${env().DATA_DIR}: stop it first`);
      throw error;
    });
    await refuseWhileServing();
    const store = fileStorage();
    const databaseEmpty = await databaseIsEmpty();
    let storeEmpty = true;
    for await (const _key of store.keys()) {
      storeEmpty = false;
      break;
    }
    if (!options.force && (!databaseEmpty || !storeEmpty)) {
      const what = [databaseEmpty ? '' : 'the database', storeEmpty ? '' : `the file store (${store.kind})`].filter(Boolean).join(' and ');
      throw new RestoreRefused(`${what} already hold(s) data: restore into an empty one, or add --force to replace it`);
    }
    if (!databaseEmpty) await wipeDatabase();
    let tables = 0;
    await restoreEntry(location.storage, base, manifest.database, async (body) => {
      tables = (await loadDatabase(pipeline(body, createGunzip(), () => {}) as unknown as Readable)).tables;
    });
    for (const file of manifest.files) await restoreEntry(location.storage, base, file, (body) => store.put(file.key, body));
    const dataDir = env().DATA_DIR;
    for (const entry of manifest.data_dir) {
      await restoreEntry(location.storage, base, entry, async (body) => {
        const chunks: Buffer[] = [];
        for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
        mkdirSync(dataDir, { recursive: true });
        writeFileSync(join(dataDir, entry.path.slice('data-dir/'.length)), Buffer.concat(chunks), { mode: 0o600 });
      });
    }
    await handle.migrate(); // the migrations this version has beyond the backup's
    return { ...summary, restored: true, tables, files: manifest.files.length, ms: Date.now() - started };
  } finally {
    location.close();
  }
}
