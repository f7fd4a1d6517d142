/**
 * The one place that decides whether a `requires_proof` checklist item may be checked: a
 * document of that action must be attached to that item. The upload work fills
 * `action_documents`; until then such an item simply cannot be checked.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { actionDocuments } from '../../../db/schema.ts';
import { AppError } from '../http/errors.ts';

export async function hasProof(db: DbOrTx, actionId: string, checklistItemId: string): Promise<boolean> {
  const [doc] = await db
    .select({ id: actionDocuments.id })
    .from(actionDocuments)
    .where(and(eq(actionDocuments.actionId, actionId), eq(actionDocuments.checklistItemId, checklistItemId)))
    .limit(1);
  return doc !== undefined;
}

/** Throws 400 `proof_required` (details name the item) when no document backs the item. */
export async function checkProof(db: DbOrTx, actionId: string, checklistItemId: string): Promise<void> {
  if (!(await hasProof(db, actionId, checklistItemId))) {
    throw new AppError('proof_required', { details: { checklist_item_id: checklistItemId } });
  }
}
