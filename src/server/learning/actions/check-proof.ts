/**
 * The one place that decides whether a `requires_proof` checklist item may be checked: a photo
 * or document of that action must be attached to that item (an `uploads` row with the action and
 * the item, written by POST /api/upload). Deleting the last one unchecks the item
 * (src/server/learning/uploads/action-documents.ts asks `hasProof` here).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { uploads } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';

export async function hasProof(db: DbOrTx, actionId: string, checklistItemId: string): Promise<boolean> {
  const [doc] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.actionId, actionId), eq(uploads.checklistItemId, checklistItemId)))
    .limit(1);
  return doc !== undefined;
}

/** The checklist items of an action that have at least one document attached. */
export async function proofItemsOf(db: DbOrTx, actionId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ item: uploads.checklistItemId })
    .from(uploads)
    .where(eq(uploads.actionId, actionId));
  return new Set(rows.map((r) => r.item).filter((item): item is string => typeof item === 'string'));
}

/** Throws 400 `proof_required` (details name the item) when no document backs the item. */
export async function checkProof(db: DbOrTx, actionId: string, checklistItemId: string): Promise<void> {
  if (!(await hasProof(db, actionId, checklistItemId))) {
    throw new AppError('proof_required', { details: { checklist_item_id: checklistItemId } });
  }
}
