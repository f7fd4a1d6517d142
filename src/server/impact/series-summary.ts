/**
 * The per-series summary kept on impact_schedule (readings_count, first/last date and value, pct).
 * One expression set, used when a reading is posted and by the migration/bench backfill, so the
 * aggregate always sees the same numbers the readings give: pct = (last − first) / |first| × 100,
 * in `numeric`, null unless the series has ≥ 2 dates and a non-zero first value (decisions §5).
 */
import { sql, type SQL } from 'drizzle-orm';

/** Summary columns of one series, computed from `impact_readings r` filtered by `where`. */
export function seriesSummarySelect(where: SQL): SQL {
  return sql`select x.readings_count, x.first_date, x.first_value, x.last_date, x.last_value,
      case when x.readings_count >= 2 and x.first_value <> 0
           then (x.last_value::numeric - x.first_value::numeric) / abs(x.first_value::numeric) * 100 end as pct
    from (select count(*)::int as readings_count, min(r.date) as first_date, max(r.date) as last_date,
                 (array_agg(r.value order by r.date))[1] as first_value,
                 (array_agg(r.value order by r.date desc))[1] as last_value
          from impact_readings r where ${where}) x`;
}

/**
 * Recomputes every series summary (bench data, repairs), as plain SQL so postgres.js can run it
 * too. Migration 0001_series_summary carries the same statement for data that existed before.
 */
export const BACKFILL_SERIES_SUMMARY_SQL = `
  update impact_schedule s set readings_count = x.readings_count, first_date = x.first_date,
    first_value = x.first_value, last_date = x.last_date, last_value = x.last_value,
    pct = case when x.readings_count >= 2 and x.first_value <> 0
               then (x.last_value::numeric - x.first_value::numeric) / abs(x.first_value::numeric) * 100 end
  from (select r.user_id, r.card_id, r.metric, count(*)::int as readings_count,
               min(r.date) as first_date, max(r.date) as last_date,
               (array_agg(r.value order by r.date))[1] as first_value,
               (array_agg(r.value order by r.date desc))[1] as last_value
        from impact_readings r group by r.user_id, r.card_id, r.metric) x
  where s.user_id = x.user_id and s.card_id = x.card_id and s.metric = x.metric`;
