/**
 * XP per domain, derived in SQL from validated actions (decision 002, docs/decisions/002):
 * count of `validee` actions per card domain × XP_PER_ACTION. There is no stored counter,
 * and one action per user and card (unique index) means a card can never count twice.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { actions, cards } from '#db/schema.ts';
import { DOMAIN_IDS, XP_PER_ACTION, type DomainId } from './domains.ts';

/**
 * Built once per database handle and prepared (PostgreSQL parses and plans it once per
 * connection): GET /api/levels runs it on every call, as does every validation.
 */
const prepared = new WeakMap<object, ReturnType<typeof prepareXp>>();

function prepareXp(db: DbOrTx) {
  return db
    .select({ domain: cards.domain, validated: count() })
    .from(actions)
    .innerJoin(cards, eq(cards.id, actions.cardId))
    .where(and(eq(actions.userId, sql.placeholder('userId')), eq(actions.status, 'validee'), inArray(cards.domain, [...DOMAIN_IDS])))
    .groupBy(cards.domain)
    .prepare('xp_by_domain');
}

export async function xpByDomain(db: DbOrTx, userId: string): Promise<Record<DomainId, number>> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareXp(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ userId });
  const out = Object.fromEntries(DOMAIN_IDS.map((d) => [d, 0])) as Record<DomainId, number>;
  for (const row of rows) out[row.domain as DomainId] = Number(row.validated) * XP_PER_ACTION;
  return out;
}
