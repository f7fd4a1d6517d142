/**
 * Issue #4: one run of the impact reminder job over 20,000 due reminders, delivered by SMTP to
 * the local sink (bench/smtp-sink.ts) through the app's pooled nodemailer transport. The job is
 * called in-process (this process's settings point at the bench database and the sink).
 * Before the run, the `contacts` schedule row of every artisan on bench-impact-01 is made due
 * (next_at yesterday, not sent, not claimed): 20,000 rows, one per action, so 20,000 emails.
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { ARTISAN_EMAIL_LIKE } from '../bench-db.ts';
import { HOT_CARD } from './impact.ts';
import type { Scenario } from '../scenario.ts';

const JOB_MODULE = 'src/server/impact/send-reminders.ts';
const TARGET_PER_SECOND = 300;
const TIMEZONE = process.env.APP_TIMEZONE ?? 'Europe/Paris';

type Job = (...args: unknown[]) => Promise<unknown>;

async function loadJob(): Promise<{ name: string; run: Job }> {
  const mod = (await import(new URL(`../../${JOB_MODULE}`, import.meta.url).href)) as Record<string, unknown>;
  const entry = Object.entries(mod).find(([name, value]) => typeof value === 'function' && /remind/i.test(name));
  if (!entry) throw new Error(`${JOB_MODULE} exports no *remind* function (exports: ${Object.keys(mod).join(', ')})`);
  return { name: entry[0], run: entry[1] as Job };
}

export const reminders: Scenario = {
  name: 'reminders',
  describe: 'reminder job over 20,000 due reminders to a local SMTP listener',
  unavailable: async ({ sql }) => {
    if (!existsSync(JOB_MODULE)) return `${JOB_MODULE} does not exist on this branch yet`;
    const [row] = await sql<{ n: number }[]>`select count(*)::int as n from users where email like ${ARTISAN_EMAIL_LIKE}`;
    return row!.n >= 20_000 ? null : `only ${row!.n} bench artisans: run npm run bench:data first`;
  },
  run: async ({ sql, smtp }) => {
    if (!smtp) throw new Error('the SMTP sink was not started');
    const [day] = await sql<{ today: string }[]>`select (now() at time zone ${TIMEZONE})::date::text as today`;
    const today = day!.today;
    // Nothing else due (earlier runs or API readings), then exactly the hot card's rows.
    await sql`update impact_schedule set next_at = ${today}::date + 1 where next_at <= ${today}::date and reminder_sent_at is null`;
    const made = await sql`
      update impact_schedule s
      set next_at = ${today}::date - 1, reminder_sent_at = null, claimed_at = null, claim_token = null, attempts = 0
      from cards c, users u
      where c.id = s.card_id and c.slug = ${HOT_CARD} and u.id = s.user_id and u.email like ${ARTISAN_EMAIL_LIKE}`;
    await sql`update users set email_reminders = true where email like ${ARTISAN_EMAIL_LIKE} and not email_reminders`;
    await sql`vacuum analyze impact_schedule`;
    const [due] = await sql<{ n: number }[]>`
      select count(*)::int as n from impact_schedule where next_at <= ${today}::date and reminder_sent_at is null`;

    const job = await loadJob();
    const before = await smtp.count();
    const started = performance.now();
    const result = await job.run();
    const seconds = (performance.now() - started) / 1000;
    const sent = (await smtp.count()) - before;
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from impact_schedule where next_at <= ${today}::date and reminder_sent_at is null`;
    const perSecond = sent / seconds;
    return {
      kind: 'job',
      figures: {
        due_rows: due!.n,
        rows_made_due: made.count,
        emails_received_by_sink: sent,
        seconds: Number(seconds.toFixed(2)),
        emails_per_second: Number(perSecond.toFixed(1)),
        still_due_after_run: left!.n,
        target: `≥ ${TARGET_PER_SECOND}/s ${perSecond >= TARGET_PER_SECOND ? 'met' : 'MISSED'}`,
      },
      notes: [`job: ${job.name}() from ${JOB_MODULE} returned ${JSON.stringify(result)?.slice(0, 200)}`],
    };
  },
};
