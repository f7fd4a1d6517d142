/**
 * GET /api/impact/{card}/aggregate: anonymised before/after of OTHER artisans (decisions §5).
 *
 * One SQL statement does all the work. The window (partition by user_id order by date) follows
 * the order of impact_readings_card_metric_idx (card_id, metric, user_id, date), so PostgreSQL
 * reads the card+metric slice in index order without sorting. Percentages are computed in
 * `numeric` so rounding (half away from zero) is exact.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { findCard } from '../cards/find-card.ts';
import { cardMetrics, resolveMetric } from './card-questions.ts';

export const AGG_MIN_USERS = 3;
export const MAX_SAMPLES = 5;

export type AggregateView =
  | { enough: false }
  | { enough: true; count: number; avg_pct: number; samples: { name: string; before: number; after: number; delta: string }[] };

interface Row {
  count: number | string;
  avg_pct: number | string | null;
  samples: { name: string; before: number; after: number; pct: number | string }[] | string | null;
}

export function aggregateQuery(cardId: string, metric: string, excludeUserId: string) {
  return sql`
    with series as (
      select r.user_id, r.date,
             first_value(r.value) over w as before,
             last_value(r.value) over w as after,
             count(*) over w as readings,
             max(r.date) over w as last_date
      from impact_readings r
      where r.card_id = ${cardId} and r.metric = ${metric} and r.user_id <> ${excludeUserId}
      window w as (partition by r.user_id order by r.date rows between unbounded preceding and unbounded following)
    ),
    contributions as (
      -- one row per artisan (its last reading); at least two dates (one reading per date) and a non-zero start
      select user_id, last_date, before, after,
             (after::numeric - before::numeric) / abs(before::numeric) * 100 as pct
      from series
      where date = last_date and readings >= 2 and before <> 0
    ),
    newest as (
      select * from contributions order by last_date desc, user_id limit ${MAX_SAMPLES}
    )
    select (select count(*) from contributions) as count,
           (select round(avg(pct), 1) from contributions) as avg_pct,
           -- names are looked up for the 5 samples only (primary key), not for every contribution
           (select json_agg(json_build_object('name', u.first_name, 'before', n.before, 'after', n.after, 'pct', round(n.pct, 0))
                            order by n.last_date desc, n.user_id)
            from newest n join users u on u.id = n.user_id) as samples`;
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
  const [row] = await queryRows<Row>(db, aggregateQuery(card.id, question.metric, userId));
  const count = Number(row?.count ?? 0);
  if (count < AGG_MIN_USERS) return { enough: false };
  const samples = typeof row!.samples === 'string' ? JSON.parse(row!.samples) : (row!.samples ?? []);
  return {
    enough: true,
    count,
    avg_pct: Number(row!.avg_pct),
    samples: (samples as Exclude<Row['samples'], string | null>).map((s) => ({
      name: firstName(s.name),
      before: Number(s.before),
      after: Number(s.after),
      delta: formatDelta(Number(s.pct)),
    })),
  };
}
