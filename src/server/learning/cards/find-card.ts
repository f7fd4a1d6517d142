/** Looks a card up by id (uuid) or slug; unknown → 404 `card_not_found` (decision 011). */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { cards } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';

export type CardRow = typeof cards.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findCard(db: DbOrTx, idOrSlug: string): Promise<CardRow> {
  const condition = UUID.test(idOrSlug) ? eq(cards.id, idOrSlug) : eq(cards.slug, idOrSlug);
  const [card] = await db.select().from(cards).where(condition).limit(1);
  if (!card) throw new AppError('card_not_found');
  return card;
}
