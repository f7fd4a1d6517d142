/**
 * The per-series summary kept on impact_schedule (readings_count, first/last date and value, pct).
 * One expression set, used when a reading is posted and by the migration/bench backfill, so the
 * aggregate always sees the same numbers the readings give: pct = (last − first) / |first| × 100,
 * in `numeric`, null unless the series has ≥ 2 dates and a non-zero first value (decision 003),
 * and null beyond ±PCT_LIMIT (decision 006): a series that claims more than a hundredfold change is
 * an input error (0.01 then 500), and one such artisan used to own everyone's social proof.
 */
import { sql, type SQL } from 'drizzle-orm';

/** |pct| above this leaves the series out of the social proof (a hundredfold increase). */
export const PCT_LIMIT = 10_000;

/** The pct of a series from `x.readings_count`, `x.first_value`, `x.last_value` (SQL text). */
const PCT_SQL = `case when x.readings_count >= 2 and x.first_value <> 0
           then (x.last_value::numeric - x.first_value::numeric) / abs(x.first_value::numeric) * 100 end`;

/** Summary columns of one series, computed from `impact_readings r` filtered by `where`. */
export function seriesSummarySelect(where: SQL): SQL {
  return sql`select y.readings_count, y.first_date, y.first_value, y.last_date, y.last_value,
      case when abs(y.raw_pct) <= ${sql.raw(String(PCT_LIMIT))} then y.raw_pct end as pct
    from (select x.*, ${sql.raw(PCT_SQL)} as raw_pct
          from (select count(*)::int as readings_count, min(r.date) as first_date, max(r.date) as last_date,
                       (array_agg(r.value order by r.date))[1] as first_value,
                       (array_agg(r.value order by r.date desc))[1] as last_value
                from impact_readings r where ${where}) x) y`;
}

/**
 * Recomputes every series summary (bench data, repairs), as plain SQL so postgres.js can run it
 * too. Migration 0001_series_summary carries the same statement for data that existed before (and
 * the hardening migration applies PCT_LIMIT to it).
 */
export const BACKFILL_SERIES_SUMMARY_SQL = `
  update impact_schedule s set readings_count = y.readings_count, first_date = y.first_date,
    first_value = y.first_value, last_date = y.last_date, last_value = y.last_value,
    pct = case when abs(y.raw_pct) <= ${PCT_LIMIT} then y.raw_pct end
  from (select x.*, ${PCT_SQL} as raw_pct
        from (select r.user_id, r.card_id, r.metric, count(*)::int as readings_count,
                     min(r.date) as first_date, max(r.date) as last_date,
                     (array_agg(r.value order by r.date))[1] as first_value,
                     (array_agg(r.value order by r.date desc))[1] as last_value
              from impact_readings r group by r.user_id, r.card_id, r.metric) x) y
  where s.user_id = y.user_id and s.card_id = y.card_id and s.metric = y.metric`;
