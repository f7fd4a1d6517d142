/**
 * Puts a checked upload (read-upload.ts) into the file storage, then lets the caller write the
 * record that points to it, so that "a file is written completely before its record exists; a
 * failed upload leaves neither":
 *
 *   const record = await storeThenRecord(db, upload.file, { keyPrefix: `actions/${userId}` },
 *     async (tx, stored) => insertRow(tx, stored));
 *
 * 1. photos are converted (convert-image.ts: rotated, stripped, ≤ 2000 px, WebP q80); PDFs and
 *    ZIPs are kept byte for byte;
 * 2. the key is reserved in `file_deletions` (due in an hour): if the process dies from here on,
 *    the sweeper removes the object (sweep-files.ts); nothing else needs to list the storage;
 * 3. the object is written through `fileStorage()` (visible only once complete);
 * 4. `record(tx, stored)` runs in a transaction that also releases the reservation; if it throws,
 *    the object is removed at once and the error goes on. When the client has gone by then
 *    (`signal` aborted), nothing is recorded and the object is removed (UploadAbandonedError).
 * Storage failures are 503 `storage_unavailable` (storage.ts); a reservation left behind by one is
 * cleared by the sweeper once the storage is back.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../db/client.ts';
import { fileDeletions } from '#db/schema.ts';
import { AppError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { ImageConversionError } from '../cpu/convert-image.ts';
import { convertInChild } from '../cpu/convert-process.ts';
import { fileStorage, randomKeyName, type FileStorage } from '../storage/storage.ts';
import { runBounded, sharpTimeoutSeconds, type WorkTicket } from '../cpu/bounded-work.ts';
import type { ReceivedFile } from './read-upload.ts';

export interface StoredFile {
  /** Storage key (`<keyPrefix>/<random>.<ext>`). */
  key: string;
  /** What is stored: `image/webp` for photos, the detected type for documents. */
  mime: string;
  extension: string;
  size: number;
  /** Of the stored image (after resizing); null for documents. */
  width: number | null;
  height: number | null;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
}

export interface StoreOptions {
  /** Folder of the key: lower-case letters, digits, `._-`, segments separated by `/`. */
  keyPrefix: string;
  storage?: FileStorage;
  /** Lane and account of the conversion (bounded-work.ts). */
  work: WorkTicket;
  /**
   * The request's signal (aborted when the client's connection closes): an upload whose client
   * has gone is not recorded, and its object is removed.
   */
  signal?: AbortSignal;
}

/** The client went away before the record was written (the answer reaches nobody; no error log). */
export class UploadAbandonedError extends AppError {
  constructor() {
    super('bad_request', { details: { reason: 'the client closed the connection before the upload was recorded' } });
  }
}

/** How long a reservation protects an upload in progress before the sweeper may take its object. */
const RESERVATION = sql`now() + interval '1 hour'`;

/** The bytes to store: a converted photo, or the received document as it is. */
async function bytesToStore(file: ReceivedFile, work: WorkTicket) {
  if (file.kind !== 'image') {
    return { body: createReadStream(file.path), mime: file.mime, extension: file.extension, size: file.size, width: null, height: null, sha256: file.sha256 };
  }
  try {
    // 503 busy when the lane is full or the conversion outlives its time limit: nothing stored.
    // In the low-priority conversion process (convert-process.ts): requests keep the CPU first.
    const photo = await runBounded(work, () => convertInChild(file.path, { timeoutSeconds: sharpTimeoutSeconds() }));
    const sha256 = createHash('sha256').update(photo.data).digest('hex');
    return { body: photo.data, mime: photo.mime, extension: 'webp', size: photo.data.length, width: photo.width, height: photo.height, sha256 };
  } catch (error) {
    if (error instanceof ImageConversionError) {
      throw error.problem === 'too_many_pixels' ? new AppError('image_too_many_pixels') : new AppError('unreadable_image');
    }
    throw error;
  }
}

/** Steps 1–3: converts, reserves the key and writes the object. Prefer storeThenRecord. */
export async function storeReceivedFile(db: DbOrTx, file: ReceivedFile, options: StoreOptions): Promise<StoredFile> {
  const storage = options.storage ?? fileStorage();
  const prepared = await bytesToStore(file, options.work);
  const key = `${options.keyPrefix}/${randomKeyName(prepared.extension)}`;
  await db.insert(fileDeletions).values({ storageKey: key, dueAt: RESERVATION });
  try {
    await storage.put(key, prepared.body, { contentType: prepared.mime, signal: options.signal });
  } catch (error) {
    await discardStoredFile(db, key, storage);
    throw error;
  }
  const { body: _body, ...stored } = prepared;
  return { key, ...stored };
}

/** Releases the reservation: call it in the transaction that writes the record. */
export async function keepStoredFile(tx: DbOrTx, key: string): Promise<void> {
  await tx.delete(fileDeletions).where(eq(fileDeletions.storageKey, key));
}

/** Removes an object whose record was not written (its reservation too, once it is gone). */
export async function discardStoredFile(db: DbOrTx, key: string, storage: FileStorage = fileStorage()): Promise<void> {
  try {
    await storage.delete(key);
    await db.delete(fileDeletions).where(eq(fileDeletions.storageKey, key));
  } catch (error) {
    // The reservation stays: the sweeper retries after it falls due.
    logger.warn(`could not discard stored file ${key}`, error);
  }
}

/** Steps 1–4: the object first, then the record in one transaction with the reservation released. */
export async function storeThenRecord<T>(
  db: Database,
  file: ReceivedFile,
  options: StoreOptions,
  record: (tx: Transaction, stored: StoredFile) => Promise<T>,
): Promise<T> {
  if (options.signal?.aborted) throw new UploadAbandonedError();
  let stored: StoredFile;
  try {
    stored = await storeReceivedFile(db, file, options);
  } catch (error) {
    // A put cut short by the client's departure: say so rather than "storage unavailable".
    throw options.signal?.aborted ? new UploadAbandonedError() : error;
  }
  try {
    // Checked once the bytes are stored (a slow store is when clients give up): no record for them.
    if (options.signal?.aborted) throw new UploadAbandonedError();
    return await db.transaction(async (tx) => {
      const result = await record(tx, stored);
      await keepStoredFile(tx, stored.key);
      return result;
    });
  } catch (error) {
    await discardStoredFile(db, stored.key, options.storage);
    throw error;
  }
}
