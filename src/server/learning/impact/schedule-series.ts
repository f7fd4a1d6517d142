/**
 * Rewrites the schedule row of one series (user, card, metric) from its readings, inside the
 * transaction that changed them (a post or a deletion): next_at = latest reading date + cadence,
 * and the summary the social-proof aggregate reads (series-summary.ts). A series left without
 * readings loses its row (its next reading is the first one again).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '#server/platform/db/client.ts';
import { seriesSummarySelect } from './series-summary.ts';

export interface ScheduleEntry {
  metric: string;
  next_at: string;
  followup_days: number;
}

interface Series {
  actionId: string;
  userId: string;
  cardId: string;
  metric: string;
  cadence: number;
}

/**
 * `resetReminder`: 'always' after a post (a new reading asks for a new reminder), 'ifMoved' after
 * a deletion (a reminder already sent for an unchanged due date is not sent twice).
 */
export async function scheduleSeries(tx: Transaction, s: Series, resetReminder: 'always' | 'ifMoved'): Promise<ScheduleEntry | null> {
  const keep = resetReminder === 'always' ? sql`false` : sql`impact_schedule.next_at = excluded.next_at`;
  const [entry] = await queryRows<ScheduleEntry>(
    tx,
    sql`insert into impact_schedule (action_id, metric, user_id, card_id, next_at, followup_days,
          readings_count, first_date, first_value, last_date, last_value, pct)
        select ${s.actionId}, ${s.metric}, ${s.userId}, ${s.cardId}, summary.last_date + ${s.cadence}::int, ${s.cadence}::int,
          summary.readings_count, summary.first_date, summary.first_value, summary.last_date, summary.last_value, summary.pct
        from (${seriesSummarySelect(sql`r.user_id = ${s.userId} and r.card_id = ${s.cardId} and r.metric = ${s.metric}`)}) summary
        where summary.readings_count > 0
        on conflict (action_id, metric) do update set
          next_at = excluded.next_at, followup_days = excluded.followup_days,
          reminder_sent_at = case when ${keep} then impact_schedule.reminder_sent_at end,
          claimed_at = case when ${keep} then impact_schedule.claimed_at end,
          claim_token = case when ${keep} then impact_schedule.claim_token end,
          attempts = case when ${keep} then impact_schedule.attempts else 0 end,
          updated_at = now(),
          readings_count = excluded.readings_count, first_date = excluded.first_date, first_value = excluded.first_value,
          last_date = excluded.last_date, last_value = excluded.last_value, pct = excluded.pct
        returning metric, next_at::text as next_at, followup_days`,
  );
  if (entry) return { metric: entry.metric, next_at: entry.next_at, followup_days: Number(entry.followup_days) };
  await tx.execute(sql`delete from impact_schedule where action_id = ${s.actionId} and metric = ${s.metric}`);
  return null;
}
