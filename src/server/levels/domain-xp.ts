/**
 * XP per domain, derived in SQL from validated actions (decisions §3, docs/decisions/002):
 * count of `validee` actions per card domain × XP_PER_ACTION. There is no stored counter,
 * and one action per user and card (unique index) means a card can never count twice.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { DOMAIN_IDS, XP_PER_ACTION, type DomainId } from './domains.ts';

export async function xpByDomain(db: DbOrTx, userId: string): Promise<Record<DomainId, number>> {
  const domainList = sql.join(DOMAIN_IDS.map((d) => sql`${d}`), sql`, `);
  const rows = await queryRows<{ domain: DomainId; xp: number | string }>(
    db,
    sql`select c.domain as domain, count(*) * ${XP_PER_ACTION}::int as xp
        from actions a join cards c on c.id = a.card_id
        where a.user_id = ${userId} and a.status = 'validee' and c.domain in (${domainList})
        group by c.domain`,
  );
  const out = Object.fromEntries(DOMAIN_IDS.map((d) => [d, 0])) as Record<DomainId, number>;
  for (const row of rows) out[row.domain] = Number(row.xp);
  return out;
}
