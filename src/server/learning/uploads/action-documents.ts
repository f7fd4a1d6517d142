/**
 * The action documents resource (decision 008): the caller's photos and documents of one card,
 * and their deletion. Deleting the last file attached to a `requires_proof` item unchecks it
 * (the proof rule itself stays in src/server/learning/actions/check-proof.ts).
 */
import { z } from 'zod';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { actions, cards, fileDeletions, uploads, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isAdmin } from '#server/identity/roles.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { findCard } from '../cards/find-card.ts';
import { hasProof } from '../actions/check-proof.ts';
import { serializeAction } from '../actions/serialize-action.ts';
import { logger } from '#server/platform/log.ts';
import { serializeUpload, type UploadView } from './serialize-upload.ts';
import { isUuid } from '#server/platform/uuid.ts';
import { fileStorage } from '#server/platform/storage/storage.ts';
import type { Lang } from '#i18n/lang.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const actionDocumentsQuery = z.strictObject({ card_id: z.string().trim().min(1).max(200).meta({ pattern: '\\S' }) });

const ACTION_TYPES = ['action_image', 'action_document'];

/** GET /api/action-documents?card_id=: the caller's own files of that card, oldest first. */
export async function listActionDocuments(db: Database, userId: string, cardRef: string): Promise<UploadView[]> {
  const card = await findCard(db, cardRef);
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.cardId, card.id), inArray(uploads.type, ACTION_TYPES)))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
  return rows.map(serializeUpload);
}

/**
 * DELETE /api/action-documents/{id}: the owner's own (admin: anyone's); anyone else gets 404.
 * The row goes first (its object is queued for removal by the trigger), in the transaction that
 * unchecks the item when needed; the object is removed right after the commit.
 */
export async function deleteActionDocument(db: Database, user: SessionUser, id: string, lang: Lang) {
  if (!isUuid(id)) throw new AppError('file_not_found');
  const result = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), inArray(uploads.type, ACTION_TYPES), isNotNull(uploads.actionId)))
      .limit(1);
    if (!found || (found.userId !== user.id && !isAdmin(user.role))) throw new AppError('file_not_found');
    // Same lock as PUT /api/my-actions (the owner's row): a check of this proof waits for us.
    await tx.execute(sql`select id from ${users} where id = ${found.userId} for update`);
    const [doc] = await tx.delete(uploads).where(eq(uploads.id, id)).returning();
    if (!doc) throw new AppError('file_not_found'); // deleted meanwhile
    const [action] = await tx.select().from(actions).where(eq(actions.id, doc.actionId!)).limit(1);
    const [card] = await tx.select().from(cards).where(eq(cards.id, action!.cardId)).limit(1);
    let current: typeof actions.$inferSelect = action!;
    const itemId = doc.checklistItemId;
    const item = ((card!.guide as { checklist?: { id: string; requires_proof?: boolean }[] }).checklist ?? []).find((i) => i.id === itemId);
    if (itemId && item?.requires_proof && current.checklist[itemId] && !(await hasProof(tx, current.id, itemId))) {
      const [unchecked] = await tx
        .update(actions)
        .set({ checklist: { ...current.checklist, [itemId]: false }, updatedAt: sql`now()` })
        .where(eq(actions.id, current.id))
        .returning();
      current = unchecked!;
    }
    return { doc: serializeUpload(doc), key: doc.storageKey, action: serializeAction(current, card!, lang) };
  });
  await removeNow(db, result.key);
  return { deleted: result.doc, action: result.action };
}

/** Removes a queued object at once (the sweeper would otherwise do it within minutes). */
async function removeNow(db: Database, key: string): Promise<void> {
  try {
    await fileStorage().delete(key);
    await db.delete(fileDeletions).where(eq(fileDeletions.storageKey, key));
  } catch (error) {
    logger.warn(`could not remove ${key} now; the file sweeper will`, error);
  }
}
