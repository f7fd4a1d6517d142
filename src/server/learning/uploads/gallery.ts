/**
 * The profile `gallery` (PUT /api/users/{id}/profile) holds http(s) links and the private URLs
 * (`/api/files/{id}`) of photos uploaded with `type=gallery`, which adds them to it. Saving a
 * gallery that no longer lists one of those photos deletes it (row, then object); a gallery may
 * only name the user's own gallery photos.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { fileDeletions, uploads } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { logger } from '#server/platform/log.ts';
import { fileStorage } from '#server/platform/storage/storage.ts';

export const GALLERY_FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Checks the photos a new gallery names and deletes the rows of those it dropped; returns their keys. */
export async function syncGalleryUploads(tx: DbOrTx, userId: string, gallery: readonly string[]): Promise<string[]> {
  const ids = gallery.map((entry) => GALLERY_FILE_URL.exec(entry)?.[1]?.toLowerCase()).filter((id): id is string => Boolean(id));
  if (ids.length > 0) {
    const own = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId), eq(uploads.type, 'gallery')));
    const known = new Set(own.map((r) => r.id));
    const unknown = gallery.filter((entry) => {
      const id = GALLERY_FILE_URL.exec(entry)?.[1]?.toLowerCase();
      return id !== undefined && !known.has(id);
    });
    if (unknown.length > 0) {
      throw new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { gallery: unknown.map((u) => `${u}: not one of your gallery photos`) } } });
    }
  }
  const dropped = await tx
    .delete(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.type, 'gallery'), ...(ids.length > 0 ? [notInArray(uploads.id, ids)] : [])))
    .returning({ key: uploads.storageKey });
  return dropped.map((r) => r.key);
}

/** Removes the objects of dropped photos now (the deletion queue has them in case this fails). */
export async function removeObjectsNow(db: DbOrTx, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await fileStorage().delete(key);
      await db.delete(fileDeletions).where(eq(fileDeletions.storageKey, key));
    } catch (error) {
      logger.warn(`could not remove ${key} now; the file sweeper will`, error);
    }
  }
}
