/**
 * The reminder job (decision 003, spec Events 1): one email per action listing all its due
 * metrics. Claim-then-send makes concurrent runs (two processes, two app instances on one
 * PostgreSQL) safe:
 *  1. one statement locks a batch of actions that have due, unsent, unclaimed metrics
 *     (`FOR UPDATE SKIP LOCKED`, so a concurrent run takes other actions) and stamps all their due
 *     metrics with this run's token;
 *  2. each action's email is sent; success sets reminder_sent_at, failure clears the claim and
 *     counts an attempt so the next run retries. Both updates require this run's token: a
 *     reading posted meanwhile (which resets the schedule) is never marked as reminded.
 * The schedule's claim columns are the reminders' queue: they do not go through the mail outbox
 * (decision 042). A claim older than 10 minutes (a crashed run) is taken over. Delivery is at least once: a crash
 * between sending and marking can resend that one email after the claim expires.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';
import { sendMail, type MailMessage } from '#server/platform/mail/send-mail.ts';
import { errorLine, logger } from '#server/platform/log.ts';
import { env } from '#src/env.ts';
import { cardMetrics, openQuestion } from './card-questions.ts';
import { today } from '#server/platform/dates.ts';
import { isHidden } from './get-impact.ts';
import { cardTitle } from '../cards/card-text.ts';
import { reminderMail } from './reminder-mail.ts';
import { asLang } from '#i18n/lang.ts';

export interface ReminderRunResult {
  /** Actions (emails) claimed by this run. */
  claimed: number;
  sent: number;
  failed: number;
}

export interface ReminderOptions {
  now?: Date;
  timeZone?: string;
  batchSize?: number;
  concurrency?: number;
  send?: (message: MailMessage) => Promise<void>;
}

interface ClaimedRow {
  action_id: string;
  metric: string;
  user_id: string;
  email: string;
  first_name: string;
  lang: string;
  card_id: string;
  slug: string;
  title: string;
  translations: unknown;
  guide: unknown;
}

const MARK_EVERY = 25;
const CLAIM_TIMEOUT = sql`interval '10 minutes'`;

const dueRowOn = (day: string) => sql`s.reminder_sent_at is null and s.next_at <= ${day}::date
    and (s.claimed_at is null or s.claimed_at < now() - ${CLAIM_TIMEOUT})`;

function claimBatch(db: DbOrTx, run: string, day: string, limit: number, skip: string[]) {
  const notSkipped = skip.length > 0 ? sql`and a.id not in (${sql.join(skip.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const dueRow = dueRowOn(day);
  return queryRows<ClaimedRow>(
    db,
    // Due action ids come from impact_schedule_due_idx first; only then are at most `limit`
    // actions locked. Walking actions in key order re-read every already-sent row at each batch.
    sql`with due as materialized (
          select distinct s.action_id from impact_schedule s join users u on u.id = s.user_id
          where ${dueRow} and u.email_reminders
        ),
        due_actions as (
          select a.id, a.user_id, a.card_id from actions a join due on due.action_id = a.id
          where true ${notSkipped}
          limit ${limit}
          for update of a skip locked
        )
        update impact_schedule s set claimed_at = now(), claim_token = ${run}
        from due_actions d, users u, cards c
        where s.action_id = d.id and u.id = d.user_id and c.id = d.card_id and ${dueRow}
        returning s.action_id, s.metric, u.id as user_id, u.email, u.first_name, u.lang,
                  c.id as card_id, c.slug, c.title, c.translations, c.guide`,
  );
}

/** Whether due, unclaimed reminders remain (outside the actions this run already failed). */
async function anyDueLeft(db: DbOrTx, day: string, skip: string[]): Promise<boolean> {
  const notSkipped = skip.length > 0 ? sql`and s.action_id not in (${sql.join(skip.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const rows = await queryRows<{ due_left: boolean }>(
    db,
    sql`select exists (select 1 from impact_schedule s join users u on u.id = s.user_id
        where ${dueRowOn(day)} and u.email_reminders ${notSkipped}) as due_left`,
  );
  return Boolean(rows[0]?.due_left);
}

/** Latest value per (action, metric) for the metrics some due questions depend on. */
async function dependencyValues(db: DbOrTx, pairs: { action: string; user: string; card: string; metric: string }[]) {
  const out = new Map<string, Map<string, number>>();
  if (pairs.length === 0) return out;
  const rows = await queryRows<{ action_id: string; metric: string; value: number }>(
    db,
    sql`select distinct on (r.user_id, r.card_id, r.metric) r.action_id, r.metric, r.value
        from impact_readings r
        where (r.user_id, r.card_id, r.metric) in (${sql.join(pairs.map((p) => sql`(${p.user}::uuid, ${p.card}::uuid, ${p.metric})`), sql`, `)})
        order by r.user_id, r.card_id, r.metric, r.date desc`,
  );
  for (const r of rows) {
    const map = out.get(r.action_id) ?? new Map<string, number>();
    map.set(r.metric, Number(r.value));
    out.set(r.action_id, map);
  }
  return out;
}

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** Runs `fn` over `items` with at most `limit` in flight. */
async function eachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(workers);
}

export async function sendReminders(db: DbOrTx, options: ReminderOptions = {}): Promise<ReminderRunResult> {
  const run = randomUUID();
  const day = today(options.timeZone ?? env().APP_TIMEZONE, options.now ?? new Date());
  const send = options.send ?? sendMail;
  const result: ReminderRunResult = { claimed: 0, sent: 0, failed: 0 };
  // Actions whose send failed in this run: retried by the next run, not by the next batch.
  const failed: string[] = [];

  let emptyClaims = 0;
  for (;;) {
    const rows = await claimBatch(db, run, day, options.batchSize ?? 500, failed);
    if (rows.length === 0) {
      // A concurrent run can commit its claim between this statement's snapshot and its row locks:
      // this run then locks the other's actions and its update finds them claimed. An empty claim
      // is "done" only when nothing due is left (bounded, so a pathological race cannot spin).
      if (++emptyClaims > 5 || !(await anyDueLeft(db, day, failed))) break;
      continue;
    }
    emptyClaims = 0;
    const byAction = new Map<string, ClaimedRow[]>();
    for (const r of rows) byAction.set(r.action_id, [...(byAction.get(r.action_id) ?? []), r]);
    result.claimed += byAction.size;

    // Questions hidden by a negative boolean answer are not asked for (nor mailed about).
    const questions = new Map<string, ReturnType<typeof cardMetrics>>();
    const pairs: { action: string; user: string; card: string; metric: string }[] = [];
    for (const [actionId, group] of byAction) {
      const first = group[0]!;
      const metrics = cardMetrics(json(first.guide), asLang(first.lang));
      questions.set(actionId, metrics);
      for (const r of group) {
        const dep = metrics.questions.find((q) => q.metric === r.metric)?.depends_on_metric;
        if (dep) pairs.push({ action: actionId, user: first.user_id, card: first.card_id, metric: dep });
      }
    }
    const latest = await dependencyValues(db, pairs);

    // Sent actions are marked in small groups: one UPDATE per email would cap the rate on PGlite.
    // A crash before a group is marked resends at most that group, once its claim expires.
    let sentIds: string[] = [];
    const markSent = async () => {
      const ids = sentIds;
      sentIds = [];
      if (ids.length === 0) return;
      await db.execute(sql`update impact_schedule set reminder_sent_at = now(), claimed_at = null, claim_token = null, updated_at = now()
                           where claim_token = ${run} and action_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
    };

    await eachLimit([...byAction], options.concurrency ?? 20, async ([actionId, group]) => {
      const first = group[0]!;
      const lang = asLang(first.lang);
      const declared = questions.get(actionId)!.questions;
      const visible = group
        .map((r) => declared.find((q) => q.metric === r.metric) ?? openQuestion(r.metric, lang))
        .filter((q) => !isHidden(q, latest.get(actionId) ?? new Map()))
        .sort((a, b) => declared.indexOf(a) - declared.indexOf(b));
      try {
        if (visible.length > 0) {
          await send(
            reminderMail({
              userId: first.user_id,
              email: first.email,
              firstName: first.first_name,
              lang,
              cardSlug: first.slug,
              cardTitle: cardTitle({ title: first.title, translations: json(first.translations) }, lang),
              labels: visible.map((q) => q.label),
            }),
          );
          result.sent++;
        }
      } catch (error) {
        result.failed++;
        failed.push(actionId);
        logger.warn(`reminder for action ${actionId} failed, retried on the next run: ${errorLine(error)}`);
        await db.execute(sql`update impact_schedule set claimed_at = null, claim_token = null, attempts = attempts + 1, updated_at = now()
                             where action_id = ${actionId} and claim_token = ${run}`);
        return;
      }
      sentIds.push(actionId);
      if (sentIds.length >= MARK_EVERY) await markSent();
    });
    await markSent();
  }
  return result;
}
