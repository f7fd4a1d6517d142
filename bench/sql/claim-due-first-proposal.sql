-- Proposed shape for the reminder claim (docs/bench-log.md, 2026-11-22): collect the due action ids from
-- impact_schedule_due_idx first, then lock at most :limit actions, instead of walking actions and
-- impact_schedule in primary-key order (which re-reads every already-sent row at each batch).
-- Run inside a transaction you roll back:
--   psql -h 127.0.0.1 -U postgres atelier_bench -v day="'2026-11-22'" -f bench/sql/claim-due-first-proposal.sql
begin;
explain (analyze, buffers)
with due as materialized (
  select distinct s.action_id from impact_schedule s join users u on u.id = s.user_id
  where s.reminder_sent_at is null and s.next_at <= :day::date
    and (s.claimed_at is null or s.claimed_at < now() - interval '10 minutes') and u.email_reminders
),
due_actions as (
  select a.id, a.user_id, a.card_id from actions a join due on due.action_id = a.id
  limit 500
  for update of a skip locked
)
update impact_schedule s set claimed_at = now(), claim_token = 'bench'
from due_actions d, users u, cards c
where s.action_id = d.id and u.id = d.user_id and c.id = d.card_id
  and s.reminder_sent_at is null and s.next_at <= :day::date
  and (s.claimed_at is null or s.claimed_at < now() - interval '10 minutes')
returning s.action_id, s.metric, u.id as user_id, u.email, u.first_name, u.lang,
          c.id as card_id, c.slug, c.title, c.translations, c.guide;
rollback;
