/**
 * Takes the action of a card for a user (`en_cours`), or returns the existing one.
 * The unique index on (user_id, card_id) makes concurrent calls converge on one row.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { actions } from '#db/schema.ts';

export type ActionRow = typeof actions.$inferSelect;

export async function takeAction(db: DbOrTx, userId: string, cardId: string): Promise<ActionRow> {
  const [inserted] = await db
    .insert(actions)
    .values({ userId, cardId, status: 'en_cours' })
    .onConflictDoNothing({ target: [actions.userId, actions.cardId] })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(actions)
    .where(and(eq(actions.userId, userId), eq(actions.cardId, cardId)))
    .limit(1);
  return existing!;
}
