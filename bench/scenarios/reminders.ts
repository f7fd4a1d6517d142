/**
 * One run of the impact reminder job over 20,000 due reminders, delivered by SMTP to
 * the local sink (bench/smtp-sink.ts) through the app's pooled nodemailer transport. The job is
 * called in-process (this process's settings point at the bench database and the sink).
 * Before the run, the `contacts` schedule row of every artisan on bench-impact-01 is made due
 * (next_at yesterday, not sent, not claimed): 20,000 rows, one per action, so 20,000 emails.
 */
import { performance } from 'node:perf_hooks';
import type postgres from 'postgres';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { ARTISAN_EMAIL_LIKE } from '../bench-db.ts';
import { explainAnalyzeRolledBack } from '../explain.ts';
import { HOT_CARD } from './impact.ts';
import type { Scenario } from '../scenario.ts';
import { getDb } from '#server/platform/db/client.ts';
import { sendReminders } from '#server/learning/impact/send-reminders.ts';

const TARGET_PER_SECOND = 300;
const TIMEZONE = process.env.APP_TIMEZONE ?? 'Europe/Paris';

/** Makes exactly the hot card's 20,000 artisan rows due (and nothing else); returns today. */
async function makeDue(sql: postgres.Sql): Promise<{ today: string; made: number }> {
  const [day] = await sql<{ today: string }[]>`select (now() at time zone ${TIMEZONE})::date::text as today`;
  const today = day!.today;
  await sql`update impact_schedule set next_at = ${today}::date + 1 where next_at <= ${today}::date and reminder_sent_at is null`;
  const made = await sql`
    update impact_schedule s
    set next_at = ${today}::date - 1, reminder_sent_at = null, claimed_at = null, claim_token = null, attempts = 0
    from cards c, users u
    where c.id = s.card_id and c.slug = ${HOT_CARD} and u.id = s.user_id and u.email like ${ARTISAN_EMAIL_LIKE}`;
  await sql`update users set email_reminders = true where email like ${ARTISAN_EMAIL_LIKE} and not email_reminders`;
  await sql`vacuum analyze impact_schedule`;
  return { today, made: made.count };
}

/**
 * The claim statement is private to send-reminders.ts, so the bench watches the job's statements:
 * it keeps the first one containing SKIP LOCKED (the first claim: 500 actions, nothing skipped)
 * to EXPLAIN it afterwards with the very same text and parameters, and times every claim.
 */
function watchClaims(db: { execute: (query: SQL) => Promise<unknown> }) {
  const original = db.execute;
  const dialect = new PgDialect();
  let first: SQL | undefined;
  const durations: number[] = [];
  db.execute = async function (this: unknown, query: SQL) {
    if (!/skip locked/i.test(dialect.sqlToQuery(query).sql)) return original.call(this, query);
    first ??= query;
    const started = performance.now();
    try {
      return await original.call(this, query);
    } finally {
      durations.push(performance.now() - started);
    }
  };
  return { first: () => first, durations, restore: () => void (db.execute = original) };
}

export const reminders: Scenario = {
  name: 'reminders',
  describe: 'reminder job over 20,000 due reminders to a local SMTP listener',
  withoutServer: true,
  unavailable: async ({ sql }) => {
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from users where email like ${ARTISAN_EMAIL_LIKE}`;
    return row!.n >= 20_000 ? null : `only ${row!.n} bench artisans: run npm run bench:data first`;
  },
  run: async ({ sql, smtp }) => {
    if (!smtp) throw new Error('the SMTP sink was not started');
    const { today, made } = await makeDue(sql);
    const dueCount = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from impact_schedule where next_at <= ${today}::date and reminder_sent_at is null`)[0]!.n;
    const due = await dueCount();

    const db = await getDb();
    const capture = watchClaims(db as unknown as { execute: (query: SQL) => Promise<unknown> });
    const before = await smtp.count();
    const started = performance.now();
    const result = await sendReminders(db);
    const seconds = (performance.now() - started) / 1000;
    capture.restore();
    const sent = (await smtp.count()) - before;
    const left = await dueCount();
    const perSecond = sent / seconds;

    // Same state again (20,000 due), then the first claim's plan, rolled back.
    await makeDue(sql);
    const claim = capture.first();
    const claims = capture.durations;
    const claimSeconds = claims.reduce((sum, ms) => sum + ms, 0) / 1000;
    const plan = claim ? await explainAnalyzeRolledBack(sql, claim) : 'claim statement not captured';
    // The last batch: 19,500 already sent (lowest action ids first, the order the claim walks).
    await sql`
      update impact_schedule set reminder_sent_at = now()
      where action_id in (select action_id from impact_schedule where next_at <= ${today}::date and reminder_sent_at is null
                          order by action_id limit ${Math.max(0, due - 500)})`;
    const lastPlan = claim ? await explainAnalyzeRolledBack(sql, claim) : 'claim statement not captured';
    return {
      kind: 'job',
      figures: {
        due_rows: due,
        rows_made_due: made,
        emails_received_by_sink: sent,
        seconds: Number(seconds.toFixed(2)),
        emails_per_second: Number(perSecond.toFixed(1)),
        still_due_after_run: left,
        claim_statements: claims.length,
        claim_seconds_total: Number(claimSeconds.toFixed(2)),
        claim_ms_first: Number((claims[0] ?? Number.NaN).toFixed(1)),
        claim_ms_last_non_empty: Number((claims.at(-2) ?? Number.NaN).toFixed(1)),
        target: `>= ${TARGET_PER_SECOND}/s ${perSecond >= TARGET_PER_SECOND ? 'met' : 'MISSED'}`,
      },
      notes: [`sendReminders(db) returned ${JSON.stringify(result)} (default batch 500, 20 sends in flight, pooled SMTP transport)`],
      plans: {
        'reminder claim (first batch of sendReminders, 20,000 due)': plan,
        'reminder claim (last batch: 19,500 of them already sent)': lastPlan,
      },
    };
  },
};
