/**
 * POST /api/upload after the file was received and checked (read-upload.ts): checks what the
 * fields name (card, checklist item, gallery room), then stores the file and writes its record
 * (store-upload.ts). Decisions §6; docs/api-files.md.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/platform/db/client.ts';
import { uploads, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { findCard, type CardRow } from '../cards/find-card.ts';
import { takeAction } from '../actions/take-action.ts';
import type { ReceivedFile } from '#server/platform/files/read-upload.ts';
import { storeThenRecord, type StoredFile } from '#server/platform/files/store-upload.ts';
import { fileUrl, serializeUpload, type UploadView } from './serialize-upload.ts';
import { isActionType, type UploadFields } from './upload-fields.ts';
import type { WorkTicket } from '#server/platform/cpu/bounded-work.ts';

/** The profile gallery holds at most this many entries (photos and links together). */
export const GALLERY_MAX = 30;

function checklistItemOf(card: CardRow, itemId: string): void {
  const items = ((card.guide as { checklist?: { id: string }[] }).checklist ?? []).map((item) => item.id);
  if (!items.includes(itemId)) throw new AppError('checklist_item_not_found', { details: { checklist_item_id: itemId } });
}

function row(stored: StoredFile, file: ReceivedFile) {
  return {
    storageKey: stored.key,
    mime: stored.mime,
    sizeBytes: stored.size,
    width: stored.width,
    height: stored.height,
    sha256: stored.sha256,
    originalName: file.originalName,
  };
}

async function lockUser(tx: Transaction, userId: string): Promise<SessionUser> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('user_not_found');
  return user;
}

export interface SaveUploadOptions {
  /** Lane and account of the conversion (bounded-work.ts). */
  work: WorkTicket;
  /** The request's signal: an upload whose client has gone is not recorded. */
  signal?: AbortSignal;
}

async function saveActionFile(db: Database, user: SessionUser, fields: UploadFields, file: ReceivedFile, options: SaveUploadOptions) {
  const card = await findCard(db, fields.cardId!);
  if (fields.checklistItemId) checklistItemOf(card, fields.checklistItemId);
  // The type follows the bytes: a photo sent as a document is stored (and listed) as a photo.
  const type = file.kind === 'image' ? 'action_image' : 'action_document';
  return storeThenRecord(db, file, { keyPrefix: `actions/${user.id}`, ...options }, async (tx, stored) => {
    // Same lock as PUT /api/my-actions, so a proof check never races a proof deletion.
    await lockUser(tx, user.id);
    const action = await takeAction(tx, user.id, card.id);
    const [saved] = await tx
      .insert(uploads)
      .values({ type, userId: user.id, actionId: action.id, cardId: card.id, checklistItemId: fields.checklistItemId, ...row(stored, file) })
      .returning();
    return saved!;
  });
}

async function saveGalleryPhoto(db: Database, user: SessionUser, file: ReceivedFile, options: SaveUploadOptions) {
  if (user.gallery.length >= GALLERY_MAX) throw new AppError('gallery_full', { details: { max: GALLERY_MAX } });
  return storeThenRecord(db, file, { keyPrefix: `gallery/${user.id}`, ...options }, async (tx, stored) => {
    const current = await lockUser(tx, user.id);
    if (current.gallery.length >= GALLERY_MAX) throw new AppError('gallery_full', { details: { max: GALLERY_MAX } });
    const [saved] = await tx.insert(uploads).values({ type: 'gallery', userId: user.id, ...row(stored, file) }).returning();
    await tx
      .update(users)
      .set({ gallery: [...current.gallery, fileUrl(saved!.id)], updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return saved!;
  });
}

async function saveCandidaturePhoto(db: Database, user: SessionUser | null, file: ReceivedFile, options: SaveUploadOptions) {
  // Signed in, the uploader owns the photo at once (and can see it); otherwise nobody does
  // until the application claims it (claim-candidature-uploads.ts).
  return storeThenRecord(db, file, { keyPrefix: 'candidatures', ...options }, async (tx, stored) => {
    const [saved] = await tx.insert(uploads).values({ type: 'candidature', userId: user?.id ?? null, ...row(stored, file) }).returning();
    return saved!;
  });
}

export async function saveUpload(db: Database, user: SessionUser | null, fields: UploadFields, file: ReceivedFile, options: SaveUploadOptions): Promise<UploadView> {
  let saved;
  if (isActionType(fields.type)) saved = await saveActionFile(db, user!, fields, file, options);
  else if (fields.type === 'gallery') saved = await saveGalleryPhoto(db, user!, file, options);
  else saved = await saveCandidaturePhoto(db, user, file, options);
  return serializeUpload(saved);
}
