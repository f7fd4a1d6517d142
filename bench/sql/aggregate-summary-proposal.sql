-- Proposed fix for the aggregate p95 target (docs/bench-log.md, 2026-11-22), tried on the bench
-- database without touching the app's schema: a scratch copy of the per-series summary the
-- proposal adds to impact_schedule (one row per action × metric = one series), then the proposed
-- aggregate query with EXPLAIN (ANALYZE, BUFFERS).
--
--   psql -h 127.0.0.1 -U postgres atelier_bench -v card="'<card uuid>'" -v me="'<caller uuid>'" \
--        -f bench/sql/aggregate-summary-proposal.sql
\timing on
create schema if not exists bench_scratch;
drop table if exists bench_scratch.series_summary;
create table bench_scratch.series_summary as
  select user_id, card_id, metric,
         count(*)::int as readings,
         min(date) as first_date, max(date) as last_date,
         (array_agg(value order by date))[1] as first_value,
         (array_agg(value order by date desc))[1] as last_value
  from impact_readings group by user_id, card_id, metric;
-- pct exactly as aggregateQuery computes it today, stored; null when the series does not contribute.
alter table bench_scratch.series_summary add column pct numeric;
update bench_scratch.series_summary
  set pct = (last_value::numeric - first_value::numeric) / abs(first_value::numeric) * 100
  where readings >= 2 and first_value <> 0;
create index series_summary_contrib_idx on bench_scratch.series_summary (card_id, metric) include (user_id, pct) where pct is not null;
create index series_summary_newest_idx on bench_scratch.series_summary (card_id, metric, last_date desc, user_id)
  include (first_value, last_value, pct) where pct is not null;
vacuum analyze bench_scratch.series_summary;

-- The proposed aggregateQuery: count and average from the covering partial index, the five newest
-- samples from the second index (5 rows + 5 user lookups), no window, no sort.
explain (analyze, buffers)
select agg.count, agg.avg_pct,
       (select json_agg(json_build_object('name', n.first_name, 'before', n.first_value, 'after', n.last_value, 'pct', round(n.pct, 0))
                        order by n.last_date desc, n.user_id)
        from (select s.user_id, s.last_date, s.first_value, s.last_value, s.pct, u.first_name
              from bench_scratch.series_summary s join users u on u.id = s.user_id
              where s.card_id = :card and s.metric = 'contacts' and s.user_id <> :me and s.pct is not null
              order by s.last_date desc, s.user_id
              limit 5) n) as samples
from (select count(*) as count, round(avg(pct), 1) as avg_pct
      from bench_scratch.series_summary
      where card_id = :card and metric = 'contacts' and user_id <> :me and pct is not null) agg;
