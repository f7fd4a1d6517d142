/**
 * GET /api/impact/{card}/aggregate: anonymised before/after of OTHER artisans (decision 003).
 *
 * The numbers come from the per-series summaries kept on impact_schedule (one row per artisan,
 * card and metric, rewritten with every post — see series-summary.ts), in two steps:
 * 1. the totals over ALL contributing artisans (count, exact numeric sum of pct, the newest
 *    MAX_SAMPLES + 1 samples) — one statement on two covering indexes, cached per card and metric
 *    (aggregate-cache.ts: dropped on every instance by each post, through the change feed);
 * 2. per caller, one primary-key lookup of the caller's own pct, subtracted in SQL `numeric`
 *    so the mean and its rounding are exactly those of the other artisans' percents.
 * The caller's own series therefore never shows, and a request costs one indexed row read.
 * Samples name only artisans who chose to be shown (`users.show_in_samples`, decisions §5 and
 * decision 055); everyone's contribution still counts. Their answer changes the users row, whose
 * trigger drops the cached totals on every instance (aggregate-cache.ts); a money metric's
 * sample is rounded (sample-figures.ts).
 */
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';
import { findCard } from '../cards/find-card.ts';
import { cardMetrics, resolveMetric } from './card-questions.ts';
import { cachedTotals, type AggregateTotals } from './aggregate-cache.ts';
import { PCT_LIMIT } from './series-summary.ts';
import { sampleFigures } from './sample-figures.ts';
import type { aggregateResponse } from './impact-responses.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const aggregateQuery = z.object({ metric: z.string().max(200).optional() });

export const AGG_MIN_USERS = 3;
export const MAX_SAMPLES = 5;

export type AggregateView = z.infer<typeof aggregateResponse>;

interface TotalsRow {
  count: number | string;
  sum: string | null;
  samples: AggregateTotals['samples'] | string | null;
}

/** Totals over every contributing artisan of a card and metric (step 1). */
export function totalsQuery(cardId: string, metric: string) {
  // pct beyond ±PCT_LIMIT is already stored as null (series-summary.ts); checked again here so a
  // row written any other way cannot turn the mean into a non-number either.
  const contributes = sql`s.card_id = ${cardId} and s.metric = ${metric} and s.pct is not null and abs(s.pct) <= ${sql.raw(String(PCT_LIMIT))}`;
  return sql`
    select agg.count, agg.sum,
           (select json_agg(json_build_object('user_id', n.user_id, 'name', n.first_name, 'before', n.first_value,
                                              'after', n.last_value, 'pct', round(n.pct, 0))
                            order by n.last_date desc, n.user_id)
            from (select s.user_id, s.last_date, s.first_value, s.last_value, s.pct, u.first_name
                  from impact_schedule s join users u on u.id = s.user_id
                  where ${contributes} and u.show_in_samples
                  order by s.last_date desc, s.user_id
                  limit ${MAX_SAMPLES + 1}) n) as samples
    from (select count(*) as count, sum(s.pct)::text as sum from impact_schedule s where ${contributes}) agg`;
}

async function loadTotals(db: DbOrTx, cardId: string, metric: string): Promise<AggregateTotals> {
  const [row] = await queryRows<TotalsRow>(db, totalsQuery(cardId, metric));
  const samples = typeof row?.samples === 'string' ? JSON.parse(row.samples) : (row?.samples ?? []);
  return { count: Number(row?.count ?? 0), sum: row?.sum ?? '0', samples };
}

function firstName(name: string): string {
  // "first name only": never more than the first word the artisan gave as first name.
  const first = name.trim().split(/\s+/)[0];
  return first || 'Artisan';
}

export function formatDelta(roundedPct: number): string {
  const n = Object.is(roundedPct, -0) ? 0 : roundedPct;
  return `${n < 0 ? '-' : '+'}${Math.abs(n)}%`;
}

export async function aggregateImpact(db: DbOrTx, userId: string, cardIdOrSlug: string, metric?: string): Promise<AggregateView> {
  const card = await findCard(db, cardIdOrSlug);
  const question = resolveMetric(cardMetrics(card.guide), metric);
  const totals = await cachedTotals(card.id, question.metric, () => loadTotals(db, card.id, question.metric));
  if (totals.count < AGG_MIN_USERS) return { enough: false };
  // Step 2: take the caller's own contribution (if any) out of the totals, in exact arithmetic.
  const [mine] = await queryRows<{ own: boolean; avg_pct: string | null }>(
    db,
    sql`select o.pct is not null as own,
               round((${totals.sum}::numeric - coalesce(o.pct, 0)) / nullif(${totals.count}::int - (o.pct is not null)::int, 0), 1)::text as avg_pct
        from (select (select s.pct from impact_schedule s
                      where s.card_id = ${card.id} and s.metric = ${question.metric} and s.user_id = ${userId}
                        and abs(s.pct) <= ${sql.raw(String(PCT_LIMIT))}) as pct) o`,
  );
  const count = totals.count - (mine?.own ? 1 : 0);
  if (count < AGG_MIN_USERS) return { enough: false };
  return {
    enough: true,
    count,
    avg_pct: Number(mine!.avg_pct),
    samples: totals.samples
      .filter((s) => s.user_id !== userId)
      .slice(0, MAX_SAMPLES)
      .map((s) => ({ name: firstName(s.name), ...sampleFigures(question.type, Number(s.before), Number(s.after)), delta: formatDelta(Number(s.pct)) })),
  };
}
