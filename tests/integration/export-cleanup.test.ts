/**
 * A member's data export leaves no archive behind unless its row names it (decision 054), on both
 * stores (a local directory, an S3-compatible server). The worst moment is held open on purpose:
 * the store wrapper below lets the upload complete, then holds the answer until the test says
 * so, so the lane's time limit, a failure or a process death falls exactly between "the object
 * exists" and "the row names it", whatever the machine's speed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { eq, like, sql } from 'drizzle-orm';
import { closeDatabase, openDatabase } from '#server/platform/db/client.ts';
import { wireMailKinds } from '#server/wiring.ts';
import { insertUser } from '../support/impact-fixtures.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import type { Database } from '#server/platform/db/client.ts';
import { dataExports, fileDeletions } from '#db/schema.ts';
import { LocalDiskStorage, type FileStorage, type StoredObject } from '#server/platform/storage/storage.ts';
import { S3Storage } from '#server/platform/storage/s3-storage.ts';
import { boundedWorkLoad, boundedWorkSettings, configureBoundedWork } from '#server/platform/cpu/bounded-work.ts';
import { deleteDueObjects } from '#server/platform/files/sweep-files.ts';
import { runExports } from '#server/account/personal-data/export-job.ts';
import { downloadExport, expireExports } from '#server/account/personal-data/exports.ts';

/** A store whose writes complete, then wait for `release` before answering (the worst moment). */
class HeldStorage implements FileStorage {
  readonly kind: FileStorage['kind'];
  readonly written: string[] = [];
  private gate = Promise.withResolvers<void>();
  private reached = Promise.withResolvers<string>();
  hold = false;
  constructor(readonly inner: FileStorage) {
    this.kind = inner.kind;
  }
  /** Resolves with the key once an upload has completed and is held. */
  uploaded(): Promise<string> {
    return this.reached.promise;
  }
  release(error?: Error): void {
    if (error) this.gate.reject(error);
    else this.gate.resolve();
  }
  async put(key: string, body: Buffer | Readable, options: { contentType?: string; signal?: AbortSignal } = {}): Promise<StoredObject> {
    // The caller's signal is not passed on: the upload completes whatever the time limit says.
    const stored = await this.inner.put(key, body, { contentType: options.contentType });
    this.written.push(key);
    if (this.hold) {
      this.reached.resolve(key);
      await this.gate.promise;
    }
    return stored;
  }
  get = (key: string) => this.inner.get(key);
  stat = (key: string) => this.inner.stat(key);
  delete = (key: string) => this.inner.delete(key);
  probe = () => this.inner.probe();
  keys = () => this.inner.keys();
  deletePrefix = (prefix: string) => this.inner.deletePrefix(prefix);
  sweepUnfinished = (olderThanMs: number, now?: number) => this.inner.sweepUnfinished(olderThanMs, now);
}

let db: Database;
let s3: LocalS3;
const root = mkdtempSync(join(tmpdir(), 'atelier-export-cleanup-'));

beforeAll(async () => {
  // A database of this file's own, even beside CI's shared PostgreSQL: the export job claims any
  // queued export and the file sweep takes any due key, so no other test's rows may be in reach.
  wireMailKinds();
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  db = handle.db;
  s3 = await startLocalS3();
}, 60_000);
afterAll(async () => {
  configureBoundedWork();
  await s3?.close();
  await closeDatabase();
  rmSync(root, { recursive: true, force: true });
});

const stores: [string, () => FileStorage][] = [
  ['a local directory', () => new LocalDiskStorage(join(root, 'uploads'))],
  ['an S3-compatible store', () => new S3Storage({ bucket: s3.bucket, prefix: 'cleanup', endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true })],
];

async function keysUnder(storage: FileStorage, folder: string): Promise<string[]> {
  const found: string[] = [];
  for await (const key of storage.keys()) if (key.startsWith(`${folder}/`)) found.push(key);
  return found;
}

async function reservationsUnder(folder: string) {
  return db.select().from(fileDeletions).where(like(fileDeletions.storageKey, `${folder}/%`));
}

/** A member with a queued export, the only one queued (each test builds its own; the database is this file's). */
async function queuedExport(): Promise<{ id: string; userId: string }> {
  await db.delete(dataExports).where(eq(dataExports.status, 'en_attente'));
  const user = await insertUser(db);
  const [row] = await db.insert(dataExports).values({ userId: user.id, lang: 'fr' }).returning();
  return { id: row!.id, userId: user.id };
}

async function lanesIdle(): Promise<void> {
  await expect.poll(() => boundedWorkLoad().member.running, { timeout: 20_000 }).toBe(0);
}

describe.each(stores)('an export on %s', (_name, makeStore) => {
  it('cut by the lane’s time limit just as its upload completed leaves nothing', async () => {
    const storage = new HeldStorage(makeStore());
    storage.hold = true;
    // Short on purpose, yet not a race: the upload is held until runExports has given up on it.
    configureBoundedWork({ ...boundedWorkSettings(), timeoutMs: 300 });
    const { id } = await queuedExport();
    const folder = `exports/${id}`;
    await expect(runExports(db, storage)).resolves.toBe(0); // answered `busy`: a failed attempt
    const key = await storage.uploaded(); // the whole archive is in the store…
    expect(await keysUnder(storage, folder)).toEqual([key]);
    expect((await reservationsUnder(folder)).map((r) => r.storageKey)).toEqual([key]); // …and reserved
    storage.release(); // …and the write now ends, long after the time limit
    await lanesIdle();
    await expect.poll(() => keysUnder(storage, folder)).toEqual([]);
    expect(await reservationsUnder(folder)).toEqual([]);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'en_attente', storageKey: null, claimedAt: null, attempts: 1 });
    configureBoundedWork();
  });

  it('whose process dies after the upload, before the row names it, leaves an object the sweeper removes', async () => {
    const storage = new HeldStorage(makeStore());
    storage.hold = true;
    const { id } = await queuedExport();
    const folder = `exports/${id}`;
    const running = runExports(db, storage);
    const key = await storage.uploaded();
    // The process dies here: nothing after this point runs. What it leaves is a complete object
    // and its reservation, due an hour after the attempt began.
    const [reservation] = await reservationsUnder(folder);
    expect(reservation).toMatchObject({ storageKey: key });
    expect(reservation!.dueAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    await db.update(fileDeletions).set({ dueAt: sql`now()` }).where(eq(fileDeletions.storageKey, key)); // an hour later
    await expect(deleteDueObjects(db, storage)).resolves.toMatchObject({ failed: 0 });
    expect(await keysUnder(storage, folder)).toEqual([]);
    expect(await reservationsUnder(folder)).toEqual([]);
    // (This process did not really die: let its attempt end, as a failure, and leave nothing either.)
    storage.release(new Error('the process died'));
    await running;
    await lanesIdle();
    expect(await keysUnder(storage, folder)).toEqual([]);
    expect(await reservationsUnder(folder)).toEqual([]);
  });

  it('that is built keeps one archive, unreserved; its download removes the whole folder', async () => {
    const storage = new HeldStorage(makeStore());
    const { id, userId } = await queuedExport();
    const folder = `exports/${id}`;
    await expect(runExports(db, storage)).resolves.toBe(1);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'prete' });
    expect(await keysUnder(storage, folder)).toEqual([row!.storageKey]);
    expect(await reservationsUnder(folder)).toEqual([]);
    // Something an earlier attempt left in the folder (its removal failed): the download takes it too.
    await storage.put(`${folder}/left-by-an-earlier-attempt.zip`, Buffer.from('PK'));
    const response = await downloadExport(db, userId, id, storage);
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(row!.sizeBytes);
    await expect.poll(() => keysUnder(storage, folder)).toEqual([]);
  });

  it('that expires removes the whole folder', async () => {
    const storage = new HeldStorage(makeStore());
    const { id } = await queuedExport();
    const folder = `exports/${id}`;
    await storage.put(`${folder}/recorded.zip`, Buffer.from('PK'));
    await storage.put(`${folder}/left-by-an-earlier-attempt.zip`, Buffer.from('PK'));
    await db
      .update(dataExports)
      .set({ status: 'prete', storageKey: `${folder}/recorded.zip`, sizeBytes: 2, readyAt: new Date(Date.now() - 8 * 86_400_000), expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(dataExports.id, id));
    await expect(expireExports(db, storage)).resolves.toBeGreaterThanOrEqual(1);
    expect(await keysUnder(storage, folder)).toEqual([]);
    expect(await db.select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
  });
});
