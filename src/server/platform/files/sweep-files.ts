/**
 * Housekeeping of stored files, run at start and every few minutes inside the server
 * (file-sweeper-job.ts); safe to run from several instances at once.
 *
 * (Application photos nobody claimed are deleted by the retention job, src/server/site/legal/
 * retention-rules.ts; their objects are queued by the trigger and removed here.)
 *
 * 1. Due `file_deletions`: each due key is claimed (its due time pushed ten minutes ahead, so a
 *    crash retries later and two instances never take the same key), its object removed, its
 *    row deleted. This removes the objects of deleted rows and of uploads that died half-way.
 * 2. Temporary upload files older than an hour (a process killed in the middle of a request).
 * 3. Writes to the store that never finished, under any prefix (decision 037): local `*.part`
 *    files untouched for an hour (a data export cut by a crash holds personal data), S3 multipart
 *    uploads started over an hour ago and never completed.
 */
import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { logger } from '../log.ts';
import { fileStorage, removeUntouchedFiles, type FileStorage } from '../storage/storage.ts';
import { defaultUploadTempDir } from './read-upload.ts';

const BATCH = 200;
const TEMP_MAX_AGE_MS = 60 * 60 * 1000;

export interface SweepCounts {
  deletedObjects: number;
  failedObjects: number;
  staleTempFiles: number;
  unfinishedWrites: number;
}

/** Removes the objects whose deletion is due; returns how many went and how many failed. */
export async function deleteDueObjects(db: Database, storage: FileStorage = fileStorage()): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  for (;;) {
    const due = await queryRows<{ storage_key: string }>(
      db,
      sql`update file_deletions set due_at = now() + interval '10 minutes', attempts = attempts + 1
          where storage_key in (select storage_key from file_deletions where due_at <= now()
                                order by due_at limit ${BATCH} for update skip locked)
          returning storage_key`,
    );
    for (const { storage_key: key } of due) {
      try {
        await storage.delete(key);
        await db.execute(sql`delete from file_deletions where storage_key = ${key}`);
        deleted += 1;
      } catch (error) {
        failed += 1;
        logger.warn(`could not delete stored file ${key} (retried in 10 minutes)`, error);
      }
    }
    if (due.length < BATCH) return { deleted, failed };
  }
}

/** Removes temporary upload files older than an hour. */
export async function removeStaleTempFiles(dir = defaultUploadTempDir(), now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  return removeUntouchedFiles(dir, names, TEMP_MAX_AGE_MS, now);
}

export async function sweepFiles(db: Database, storage: FileStorage = fileStorage()): Promise<SweepCounts> {
  const { deleted, failed } = await deleteDueObjects(db, storage);
  const staleTempFiles = await removeStaleTempFiles();
  let unfinishedWrites = 0;
  try {
    unfinishedWrites = await storage.sweepUnfinished(TEMP_MAX_AGE_MS);
  } catch (error) {
    logger.warn('could not sweep unfinished writes (retried at the next sweep)', error);
  }
  return { deletedObjects: deleted, failedObjects: failed, staleTempFiles, unfinishedWrites };
}
