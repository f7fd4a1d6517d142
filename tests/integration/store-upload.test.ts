/** Storing then recording, the deletion queue and the sweeper, against a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { closeDatabase, testDb } from '../support/test-db.ts';
import type { Database } from '#server/platform/db/client.ts';
import { fileDeletions, uploads, users } from '#db/schema.ts';
import { LocalDiskStorage } from '#server/platform/storage/storage.ts';
import { storeThenRecord, UploadAbandonedError } from '#server/platform/files/store-upload.ts';
import { configureBoundedWork, runBounded } from '#server/platform/cpu/bounded-work.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { deleteDueObjects, removeStaleTempFiles } from '#server/platform/files/sweep-files.ts';
import { deleteUnclaimedUploads } from '#server/site/legal/retention-rules.ts';
import { claimCandidatureUploads } from '#server/money/applications/claim-candidature-uploads.ts';
import type { ReceivedFile } from '#server/platform/files/read-upload.ts';
import { phoneJpeg, pdf } from '../support/file-fixtures.ts';

const root = mkdtempSync(join(tmpdir(), 'atelier-store-'));
const storage = new LocalDiskStorage(join(root, 'uploads'));
const prefix = `test${randomUUID().slice(0, 8)}`;
const work = { lane: 'member' as const, account: 'store-upload-test' };
let db: Database;

beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await db.delete(uploads).where(sql`${uploads.storageKey} like ${`${prefix}/%`}`);
  await db.delete(fileDeletions).where(sql`${fileDeletions.storageKey} like ${`${prefix}/%`}`);
  await closeDatabase();
  rmSync(root, { recursive: true, force: true });
});

function received(bytes: Buffer, kind: ReceivedFile['kind'], mime: string, extension: string): ReceivedFile {
  const path = join(root, `${randomUUID()}.part`);
  writeFileSync(path, bytes);
  return { path, size: bytes.length, kind, mime, extension, originalName: 'x', sha256: 'a'.repeat(64), width: null, height: null };
}

async function read(key: string): Promise<Buffer> {
  return Buffer.concat(await (await storage.get(key))!.body.toArray());
}

const storedFiles = () => (existsSync(join(root, 'uploads', prefix)) ? readdirSync(join(root, 'uploads', prefix)) : []);
const queued = async (key: string) => (await db.select().from(fileDeletions).where(eq(fileDeletions.storageKey, key))).length;

async function candidatureRow(key: string, userId: string | null = null) {
  const [row] = await db.insert(uploads).values({ type: 'candidature', userId, storageKey: key, mime: 'image/webp', sizeBytes: 1, width: 1, height: 1, sha256: '0'.repeat(64) }).returning();
  return row!;
}

describe('storeThenRecord', () => {
  it('converts a photo, writes it, then the record; no reservation is left', async () => {
    const file = received(await phoneJpeg(), 'image', 'image/jpeg', 'jpg');
    const stored = await storeThenRecord(db, file, { keyPrefix: prefix, storage, work }, async (tx, s) => {
      await tx.insert(uploads).values({ type: 'candidature', storageKey: s.key, mime: s.mime, sizeBytes: s.size, width: s.width, height: s.height, sha256: s.sha256 });
      return s;
    });
    expect(stored).toMatchObject({ mime: 'image/webp', extension: 'webp', width: 200, height: 300 });
    expect(stored.key).toMatch(new RegExp(`^${prefix}/[0-9a-f]{32}\\.webp$`));
    const meta = await sharp(await read(stored.key)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await queued(stored.key)).toBe(0);
  });

  it('keeps a PDF byte for byte', async () => {
    const bytes = pdf();
    const file = received(bytes, 'pdf', 'application/pdf', 'pdf');
    const stored = await storeThenRecord(db, file, { keyPrefix: prefix, storage, work }, async (_tx, s) => s);
    expect((await read(stored.key)).equals(bytes)).toBe(true);
    expect(stored.sha256).toBe(file.sha256);
  });

  it('records nothing, and removes the object, when the client has gone meanwhile', async () => {
    const file = received(await phoneJpeg(), 'image', 'image/jpeg', 'jpg');
    const before = storedFiles().length;
    const client = new AbortController();
    let recorded = false;
    const pending = storeThenRecord(db, file, { keyPrefix: prefix, storage, work, signal: client.signal }, async (_tx, s) => {
      recorded = true;
      return s;
    });
    client.abort(); // the connection closes while the photo is being converted
    await expect(pending).rejects.toBeInstanceOf(UploadAbandonedError);
    expect(recorded).toBe(false);
    expect(storedFiles().length).toBe(before);
    expect(await db.select().from(fileDeletions).where(sql`${fileDeletions.storageKey} like ${`${prefix}/%`}`)).toEqual([]);
  });

  it('stores nothing when the conversion lane is full: 503 busy', async () => {
    configureBoundedWork({ memberConcurrency: 1, anonymousConcurrency: 1, memberQueue: 0, anonymousQueue: 0, perAccountQueue: 2, timeoutMs: 30_000, threadsPerJob: 1 });
    let release!: () => void;
    const holding = runBounded({ lane: 'anonymous', account: '10.0.0.1' }, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((r) => setImmediate(r)); // the job starts
    try {
      const before = storedFiles().length;
      const file = received(await phoneJpeg(), 'image', 'image/jpeg', 'jpg');
      const error = await storeThenRecord(db, file, { keyPrefix: prefix, storage, work: { lane: 'anonymous', account: '10.0.0.1' } }, async (_tx, s) => s).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('busy');
      expect((error as AppError).headers['retry-after']).toBe('5');
      expect(storedFiles().length).toBe(before);
      // Members still convert while the anonymous lane is full.
      const member = received(await phoneJpeg(), 'image', 'image/jpeg', 'jpg');
      await expect(storeThenRecord(db, member, { keyPrefix: prefix, storage, work }, async (_tx, s) => s)).resolves.toMatchObject({ mime: 'image/webp' });
    } finally {
      release();
      await holding;
      configureBoundedWork({ memberConcurrency: 2, anonymousConcurrency: 1, memberQueue: 16, anonymousQueue: 2, perAccountQueue: 2, timeoutMs: 30_000, threadsPerJob: 1 });
    }
  });

  it('leaves neither object nor record when the record fails', async () => {
    const before = storedFiles().length;
    const file = received(pdf(), 'pdf', 'application/pdf', 'pdf');
    let key = '';
    await expect(
      storeThenRecord(db, file, { keyPrefix: prefix, storage, work }, async (tx, s) => {
        key = s.key;
        await tx.insert(uploads).values({ type: 'candidature', storageKey: s.key, mime: s.mime, sizeBytes: s.size, sha256: s.sha256 });
        throw new Error('the record could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect(storedFiles()).toHaveLength(before);
    expect(await storage.stat(key)).toBeNull();
    expect(await db.select().from(uploads).where(eq(uploads.storageKey, key))).toEqual([]);
    expect(await queued(key)).toBe(0);
  });

  it('refuses an undecodable photo before writing anything', async () => {
    const before = storedFiles().length;
    const jpeg = await phoneJpeg();
    const file = received(jpeg.subarray(0, jpeg.length / 2), 'image', 'image/jpeg', 'jpg');
    await expect(storeThenRecord(db, file, { keyPrefix: prefix, storage, work }, async (_tx, s) => s)).rejects.toMatchObject({ code: 'unreadable_image' });
    expect(storedFiles()).toHaveLength(before);
  });
});

describe('deletion queue and sweeper', () => {
  it('queues the object of a deleted row (trigger) and the sweeper removes it', async () => {
    const key = `${prefix}/${randomUUID()}.webp`;
    await storage.put(key, Buffer.from('x'));
    const row = await candidatureRow(key);
    await db.delete(uploads).where(eq(uploads.id, row.id));
    expect(await queued(key)).toBe(1);
    const counts = await deleteDueObjects(db, storage);
    expect(counts.deleted).toBeGreaterThanOrEqual(1);
    expect(await storage.stat(key)).toBeNull();
    expect(await queued(key)).toBe(0);
  });

  it('removes the object of an upload that died between writing and recording, once its reservation is due', async () => {
    const key = `${prefix}/${randomUUID()}.pdf`;
    await storage.put(key, Buffer.from('%PDF'));
    await db.insert(fileDeletions).values({ storageKey: key, dueAt: sql`now() + interval '1 hour'` });
    await deleteDueObjects(db, storage);
    expect(await storage.stat(key)).not.toBeNull(); // still in progress, as far as anyone knows
    await db.update(fileDeletions).set({ dueAt: sql`now() - interval '1 second'` }).where(eq(fileDeletions.storageKey, key));
    await deleteDueObjects(db, storage);
    expect(await storage.stat(key)).toBeNull();
  });

  it('expires unclaimed application photos after the delay, never claimed ones', async () => {
    const [owner] = await db.insert(users).values({ email: `${randomUUID()}@test.local` }).returning();
    const old = await candidatureRow(`${prefix}/${randomUUID()}.webp`);
    const claimed = await candidatureRow(`${prefix}/${randomUUID()}.webp`);
    const fresh = await candidatureRow(`${prefix}/${randomUUID()}.webp`);
    await claimCandidatureUploads(db, [claimed.id], owner!.id);
    await db.update(uploads).set({ createdAt: sql`now() - interval '49 hours'` }).where(inArray(uploads.id, [old.id, claimed.id]));
    await deleteUnclaimedUploads(db, 48);
    const left = (await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, [old.id, claimed.id, fresh.id]))).map((r) => r.id);
    expect(left.sort()).toEqual([claimed.id, fresh.id].sort());
    expect(await queued(old.storageKey)).toBe(1);
  });

  it('removes temporary files older than an hour only', async () => {
    const dir = mkdtempSync(join(root, 'tmp-'));
    writeFileSync(join(dir, 'old.part'), 'x');
    writeFileSync(join(dir, 'new.part'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(dir, 'old.part'), twoHoursAgo, twoHoursAgo);
    expect(await removeStaleTempFiles(dir)).toBe(1);
    expect(readdirSync(dir)).toEqual(['new.part']);
  });
});

describe('claimCandidatureUploads', () => {
  it('gives the photos to the applicant, all or nothing, and accepts a retry', async () => {
    const [applicant] = await db.insert(users).values({ email: `${randomUUID()}@test.local` }).returning();
    const [other] = await db.insert(users).values({ email: `${randomUUID()}@test.local` }).returning();
    const a = await candidatureRow(`${prefix}/${randomUUID()}.webp`);
    const b = await candidatureRow(`${prefix}/${randomUUID()}.webp`, applicant!.id); // sent while signed in
    const theirs = await candidatureRow(`${prefix}/${randomUUID()}.webp`, other!.id);
    const applicationId = randomUUID();

    const refused = await claimCandidatureUploads(db, [a.id, theirs.id, 'not-a-uuid'], applicant!.id, { lang: 'en' }).catch((e) => e);
    expect(refused).toMatchObject({ code: 'rule_failed' });
    expect(refused.details.fieldErrors.photos[0]).toContain('not-a-uuid');
    const refusedOwned = await claimCandidatureUploads(db, [a.id, theirs.id], applicant!.id).catch((e) => e);
    expect(refusedOwned.details.fieldErrors.photos[0]).toContain(theirs.id);
    expect((await db.select().from(uploads).where(eq(uploads.id, a.id)))[0]!.claimedAt).toBeNull(); // nothing claimed

    const claimed = await claimCandidatureUploads(db, [b.id, a.id, a.id, b.id.toUpperCase()], applicant!.id, { applicationId });
    expect(claimed).toEqual([b.id, a.id]); // each once, as the database writes it
    const rows = await db.select().from(uploads).where(inArray(uploads.id, [a.id, b.id]));
    expect(rows.every((r) => r.userId === applicant!.id && r.applicationId === applicationId && r.claimedAt)).toBe(true);
    expect(await claimCandidatureUploads(db, [a.id], applicant!.id, { applicationId })).toHaveLength(1);
    await expect(claimCandidatureUploads(db, [a.id], other!.id)).rejects.toMatchObject({ code: 'rule_failed' });
    expect(await claimCandidatureUploads(db, [], applicant!.id)).toEqual([]);
  });
});
