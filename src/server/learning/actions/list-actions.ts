/** GET /api/my-actions: the caller's actions, most recently updated first. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { actions, cards } from '#db/schema.ts';
import { serializeAction } from './serialize-action.ts';
import type { Lang } from '#i18n/lang.ts';

export async function listActions(db: DbOrTx, userId: string, lang: Lang) {
  const rows = await db
    .select({ action: actions, card: cards })
    .from(actions)
    .innerJoin(cards, eq(cards.id, actions.cardId))
    .where(eq(actions.userId, userId))
    .orderBy(desc(actions.updatedAt), desc(actions.createdAt));
  return rows.map((r) => serializeAction(r.action, r.card, lang));
}
