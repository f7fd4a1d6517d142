/**
 * GET /api/impact/{card}/aggregate: anonymised before/after of OTHER artisans (decisions §5).
 *
 * One SQL statement over the per-series summaries kept on impact_schedule (one row per artisan,
 * card and metric, rewritten with every post — see series-summary.ts): count and mean come from the
 * covering index impact_schedule_contrib_idx, the five newest samples from impact_schedule_newest_idx.
 * No window over every reading, no sort: the cost no longer grows with the number of readings.
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
  const contributes = sql`s.card_id = ${cardId} and s.metric = ${metric} and s.user_id <> ${excludeUserId} and s.pct is not null`;
  return sql`
    select agg.count, agg.avg_pct,
           (select json_agg(json_build_object('name', n.first_name, 'before', n.first_value, 'after', n.last_value, 'pct', round(n.pct, 0))
                            order by n.last_date desc, n.user_id)
            from (select s.user_id, s.last_date, s.first_value, s.last_value, s.pct, u.first_name
                  from impact_schedule s join users u on u.id = s.user_id
                  where ${contributes}
                  order by s.last_date desc, s.user_id
                  limit ${MAX_SAMPLES}) n) as samples
    from (select count(*) as count, round(avg(s.pct), 1) as avg_pct from impact_schedule s where ${contributes}) agg`;
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
