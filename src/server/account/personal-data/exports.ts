/**
 * Requests, status and download of a member's data export (decision 026).
 * - One export per member at a time (unique index): asking again while one is queued or ready
 *   answers that one's status; a failed one is replaced by the new request.
 * - The download is the member's own, signed in: anyone else, a used or an expired link → 404.
 *   The archive is streamed, and the row and the stored object are removed as the download
 *   starts (a second click finds nothing: ask again).
 * - Download, expiry and a new request remove the export's whole folder `exports/<id>/`, not only
 *   the key its row names: whatever an interrupted attempt left there goes with it (decision 054).
 */
import { Readable } from 'node:stream';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { queryRows } from '#server/platform/db/client.ts';
import { dataExports, fileDeletions } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { fileStorage, type FileStorage } from '#server/platform/storage/storage.ts';
import { logger } from '#server/platform/log.ts';
import { contentDisposition } from '#server/platform/pdf/pdf-document.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { dataExportResponse } from './personal-data-responses.ts';

export const EXPORT_VALID_DAYS = 7;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ExportRow = typeof dataExports.$inferSelect;

export function serializeExport(row: ExportRow) {
  return {
    id: row.id,
    status: row.status as 'en_attente' | 'prete' | 'echec',
    requested_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: row.sizeBytes,
    download_url: row.status === 'prete' ? downloadPath(row.id) : null,
  } satisfies ResponseOf<typeof dataExportResponse>;
}

export const downloadPath = (id: string) => `/api/my-data/export/${id}`;

/** The member's current export (null when none, or when the last one expired or was downloaded). */
export async function currentExport(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return null;
  return serializeExport(row);
}

/** Queues an export; `created: false` when one was already queued or ready (its status is answered). */
export async function requestExport(db: DbOrTx, userId: string, lang: Lang) {
  // An expired or failed one makes way for the new request (its stored file is queued for removal).
  const stale = await queryRows<{ id: string; storage_key: string | null }>(
    db,
    sql`delete from data_exports where user_id = ${userId} and (status = 'echec' or expires_at <= now()) returning id, storage_key`,
  );
  await queueRemoval(db, stale.map((r) => r.storage_key));
  await removeExportFolders(stale.map((r) => r.id));
  const inserted = await db.insert(dataExports).values({ userId, lang }).onConflictDoNothing({ target: dataExports.userId }).returning();
  if (inserted[0]) return { created: true, export: serializeExport(inserted[0]) };
  const [existing] = await db.select().from(dataExports).where(eq(dataExports.userId, userId));
  if (!existing) throw new AppError('conflict'); // deleted between the two statements: ask again
  return { created: false, export: serializeExport(existing) };
}

/** Where every attempt of an export writes (build-export.ts `exportKey`). */
export const exportFolder = (id: string) => `exports/${id}`;

/**
 * Removes each export's whole folder now (decision 054). A store that fails is logged: the named
 * key is queued in `file_deletions` anyway, and an attempt's own key stays reserved there until
 * its row names it (export-job.ts), so the sweeper takes what is left.
 */
async function removeExportFolders(ids: string[], storage: FileStorage = fileStorage()): Promise<void> {
  for (const id of ids) {
    await storage.deletePrefix(exportFolder(id)).catch((error: unknown) => logger.warn(`data export ${id}: folder left for the file sweeper`, error));
  }
}

async function queueRemoval(db: DbOrTx, keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (key) await db.insert(fileDeletions).values({ storageKey: key, dueAt: new Date() }).onConflictDoNothing();
  }
}

/**
 * Hands the archive to its owner and forgets it: the row is deleted in the same statement that
 * finds it (two clicks at once: one download), its object queued for removal now and its whole
 * folder removed right after the stream ends.
 */
export async function downloadExport(db: DbOrTx, userId: string, id: string, storage: FileStorage = fileStorage()): Promise<Response> {
  if (!UUID.test(id)) throw new AppError('export_not_found');
  const [row] = await db
    .delete(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.status, 'prete'), sql`${dataExports.expiresAt} > now()`))
    .returning();
  if (!row?.storageKey) throw new AppError('export_not_found');
  const key = row.storageKey;
  await queueRemoval(db, [key]);
  const stored = await storage.get(key);
  if (!stored) {
    await removeExportFolders([row.id], storage);
    throw new AppError('export_not_found');
  }
  stored.body.on('close', () => void removeExportFolders([row.id], storage));
  const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
  return new Response(Readable.toWeb(stored.body) as ReadableStream, {
    status: 200,
    headers: {
      'content-type': 'application/zip',
      'content-length': String(stored.size),
      'content-disposition': contentDisposition(`atelier-mes-donnees-${day}.zip`, 'attachment'),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Removes expired exports (rows and their folders); run by the export job and the retention job. */
export async function expireExports(db: DbOrTx, storage: FileStorage = fileStorage()): Promise<number> {
  const gone = await db.delete(dataExports).where(lt(dataExports.expiresAt, new Date())).returning({ id: dataExports.id, key: dataExports.storageKey });
  await queueRemoval(db, gone.map((g) => g.key));
  await removeExportFolders(gone.map((g) => g.id), storage);
  return gone.length;
}
