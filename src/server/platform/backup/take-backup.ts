/**
 * `npm run backup -- --to DIR|s3://bucket/prefix` (decision 040): the database and the stored
 * files, consistent while the servers run, into a new folder whose manifest (written last) lists
 * every part with its size and SHA-256.
 *
 * Order: the stored files, then the database snapshot, then the files that appeared meanwhile. A
 * record is committed after its file is stored, and a file is deleted only after its record (the
 * sweeper), so every file a record of the snapshot names was there on one of the two passes —
 * unless it was both stored and deleted between them (seconds).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { join } from 'node:path';
import { PassThrough, Readable, Transform, pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { env } from '#src/env.ts';
import { openDatabase } from '../db/client.ts';
import { DatabaseLockedError, requestHolder } from '../db/pglite-lock.ts';
import { fileStorage, type FileStorage } from '../storage/storage.ts';
import { MANIFEST, UNFINISHED_AFTER_MS, backupName, openLocation, pruneBackups, sweepUnfinishedBackups } from './backup-location.ts';
import { openSealedScratch, sweepSealedScratch } from './sealed-scratch.ts';
import { dumpDatabase } from './dump-database.ts';
import { DUMP_REQUEST } from './serve-dump.ts';
import { BACKUP_FORMAT, DATA_DIR_FILES, type BackupManifest, type ManifestEntry } from './manifest.ts';

export interface BackupSummary {
  name: string;
  location: string;
  files: number;
  bytes: number;
  database_bytes: number;
  pruned: string[];
  /** Unfinished backups and scratch files of killed runs, removed first. */
  swept: string[];
  ms: number;
}

/** Passes bytes through and counts their SHA-256 and size. */
function hashingTap() {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { tap, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Fails the stream unless the dump ends with its closing line (a server that failed half-way says so instead). */
function completeDumpCheck(): Transform {
  let tail = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      tail = (tail + chunk.toString('latin1')).slice(-4096);
      done(null, chunk);
    },
    flush(done) {
      const last = tail.trimEnd().split('\n').at(-1) ?? '';
      if (/^\{"end":true,/.test(last)) return done();
      const error = /^\{"error":/.test(last) ? (JSON.parse(last) as { error: string }).error : 'the dump ended early';
      done(new Error(`database dump failed: ${error}`));
    },
  });
}

/** The dump of this process's database, or, when a server holds the embedded one, the server's. */
async function databaseDump(): Promise<Readable> {
  const settings = env();
  let raw: Awaited<ReturnType<typeof openDatabase>>['raw'];
  try {
    raw = (await openDatabase()).raw;
  } catch (error) {
    if (!(error instanceof DatabaseLockedError) || settings.DATABASE_URL) throw error;
    return requestHolder(join(settings.DATA_DIR, 'pglite'), DUMP_REQUEST, (file) => readFileSync(file, 'utf8'));
  }
  const out = new PassThrough();
  // Fails once the reader is gone (an interrupted backup), so the snapshot's transaction ends.
  const write = (chunk: Buffer) =>
    new Promise<void>((done, fail) => {
      if (out.destroyed) return fail(new Error('the backup stopped reading'));
      if (out.write(chunk)) return done();
      out.once('drain', done);
      out.once('close', () => fail(new Error('the backup stopped reading')));
    });
  dumpDatabase(raw, write).then(
    () => out.end(),
    (error: Error) => out.destroy(error),
  );
  return out;
}

/** Stores `source` at `key` and returns the size and SHA-256 of what was written. */
async function storeStream(target: FileStorage, key: string, source: Readable, signal: AbortSignal): Promise<{ size: number; sha256: string }> {
  const { tap, result } = hashingTap();
  const body = pipeline(source, tap, () => {}) as unknown as Readable;
  await target.put(key, body, { signal });
  return result();
}

/**
 * The dump goes to a scratch file first, then to the destination: the snapshot (on PGlite, the
 * server's only connection) is held for the dump alone, never for a slow upload. The scratch file
 * is encrypted with a key held in memory only (sealed-scratch.ts, decision 052).
 */
async function storeDatabaseDump(target: FileStorage, key: string, signal: AbortSignal): Promise<{ size: number; sha256: string }> {
  const scratch = await openSealedScratch();
  try {
    await pipelineAsync(await databaseDump(), completeDumpCheck(), createGzip(), ...scratch.sinks(), { signal });
    return await storeStream(target, key, scratch.reader(), signal);
  } finally {
    await scratch.remove();
  }
}

async function copyStoredFiles(store: FileStorage, target: FileStorage, name: string, copied: Map<string, ManifestEntry>, signal: AbortSignal): Promise<void> {
  for await (const key of store.keys()) {
    signal.throwIfAborted();
    if (copied.has(key)) continue;
    const found = await store.get(key);
    if (!found) continue; // deleted since it was listed: its record is gone too
    copied.set(key, { path: `files/${key}`, ...(await storeStream(target, `${name}/files/${key}`, found.body, signal)) });
  }
}

export interface BackupOptions {
  /** Removes all but the `keep` newest complete backups after a successful run. */
  keep?: number;
  /** Aborting it (SIGTERM, SIGINT: scripts/backup.ts) stops the run and removes what it wrote. */
  signal?: AbortSignal;
}

export async function takeBackup(to: string, options: BackupOptions = {}): Promise<BackupSummary> {
  const started = Date.now();
  const settings = env();
  const signal = options.signal ?? new AbortController().signal;
  // Opening the embedded database would create an empty one, and back that up with exit 0 (a
  // command run without the instance's DATA_DIR): say so instead (decision 052).
  if (!settings.DATABASE_URL && !existsSync(join(settings.DATA_DIR, 'pglite'))) {
    throw new Error(`no database to back up: DATA_DIR=${settings.DATA_DIR} holds no embedded database and DATABASE_URL is unset (run it with the installation's settings: bin/atelier)`);
  }
  const location = openLocation(to);
  const name = backupName();
  const target = location.storage;
  const store = fileStorage();
  let complete = false;
  try {
    // What runs killed with SIGKILL left (decision 052): nothing else can remove it.
    const swept = [...(await sweepUnfinishedBackups(location)), ...(await sweepSealedScratch(UNFINISHED_AFTER_MS))];
    const copied = new Map<string, ManifestEntry>();
    await copyStoredFiles(store, target, name, copied, signal);
    const database = await storeDatabaseDump(target, `${name}/database.dump.gz`, signal);
    await copyStoredFiles(store, target, name, copied, signal);
    const dataDir: ManifestEntry[] = [];
    for (const file of DATA_DIR_FILES) {
      signal.throwIfAborted();
      const path = join(settings.DATA_DIR, file);
      if (!existsSync(path)) continue;
      const bytes = readFileSync(path);
      await target.put(`${name}/data-dir/${file}`, bytes, { signal });
      dataDir.push({ path: `data-dir/${file}`, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
    const files = [...copied.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, entry]) => ({ key, ...entry }));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      name,
      taken_at: new Date(started).toISOString(),
      engine: settings.DATABASE_URL ? 'postgres' : 'pglite',
      storage: store.kind,
      database: { path: 'database.dump.gz', ...database },
      files,
      data_dir: dataDir,
    };
    signal.throwIfAborted();
    await target.put(`${name}/${MANIFEST}`, Buffer.from(JSON.stringify(manifest, null, 1)), { signal });
    complete = true; // from here an interruption (pruning) keeps the backup
    const pruned = options.keep ? await pruneBackups(location, options.keep) : [];
    return {
      name,
      location: location.description,
      files: files.length,
      bytes: files.reduce((sum, f) => sum + f.size, 0),
      database_bytes: database.size,
      pruned,
      swept,
      ms: Date.now() - started,
    };
  } catch (error) {
    const why = `interrupted (${String(signal.reason instanceof Error ? signal.reason.message : signal.reason)})`;
    if (complete) throw signal.aborted ? new Error(`${why} while pruning; ${name} is complete`, { cause: error }) : error;
    await location.remove(name).catch(() => {}); // without a manifest it would never be used; do not leave it taking space
    if (signal.aborted) throw new Error(`${why}; the unfinished ${name} was removed`, { cause: error });
    throw error;
  } finally {
    location.close();
  }
}
