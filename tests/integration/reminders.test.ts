/**
 * The reminder job against a real database and a real SMTP listener (through the pooled
 * nodemailer transport of sendMail). Assertions look only at this file's recipients, so the
 * tests also hold on a PostgreSQL shared with other test files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { startSmtpListener, type SmtpListener, type ReceivedMail } from '../support/smtp-listener.ts';
import { insertCard, insertUser, QUESTIONS_GUIDE } from '../support/impact-fixtures.ts';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { queryRows, type Database } from '#server/platform/db/client.ts';
import { closeMail, sendMail } from '#server/platform/mail/send-mail.ts';
import { recordReadings } from '#server/learning/impact/record-readings.ts';
import { sendReminders } from '#server/learning/impact/send-reminders.ts';
import { unsubscribeReminders, verifyUnsubscribeToken } from '#server/learning/impact/unsubscribe.ts';
import { addDays, today } from '#server/platform/dates.ts';
import type { Lang } from '#i18n/lang.ts';

let smtp: SmtpListener;
let db: Database;

beforeAll(async () => {
  smtp = await startSmtpListener();
  // Set before anything reads the settings (env() is parsed once per test file).
  process.env.SMTP_URL = smtp.url;
  process.env.PUBLIC_URL = 'https://atelier.example';
  db = await testDb();
});
afterAll(async () => {
  closeMail();
  await closeDatabase();
  await smtp.close();
});

const daysAgo = (n: number) => addDays(today('Europe/Paris'), -n);
const mailsTo = (email: string): ReceivedMail[] => smtp.messages.filter((m) => m.to.includes(email));

/** A user with an action whose contacts (7 d), ventes (30 d) and a_site (30 d) are all due. */
async function userWithDueAction(input: { lang?: Lang; first_name?: string } = {}) {
  const user = await insertUser(db, { first_name: input.first_name ?? 'Camille', lang: input.lang });
  const card = await insertCard(db, QUESTIONS_GUIDE, 'Soigner sa vitrine');
  await recordReadings(db, user, card.id, {
    readings: [
      { metric: 'contacts', value: 4, date: daysAgo(8) },
      { metric: 'ventes', value: 900, date: daysAgo(31) },
      { metric: 'a_site', value: true, date: daysAgo(30) },
    ],
  });
  return { user, card };
}

async function scheduleOf(userId: string) {
  return queryRows<{ metric: string; sent: boolean; claimed: boolean; attempts: number }>(
    db,
    sql`select metric, reminder_sent_at is not null as sent, claim_token is not null as claimed, attempts
        from impact_schedule where user_id = ${userId} order by metric`,
  );
}

describe('sendReminders', () => {
  it('sends one email per action listing every due metric, then nothing on the next run', async () => {
    const { user, card } = await userWithDueAction();
    const counts = await sendReminders(db);
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('C’est le moment de mesurer vos progrès\u00a0: Soigner sa vitrine');
    expect(mail.text).toContain('Bonjour Camille,');
    for (const label of ['Contacts reçus', 'Ventes du mois', 'Avez-vous un site ?']) expect(mail.text).toContain(`- ${label}`);
    expect(mail.text).toContain(`https://atelier.example/fiches/${card.slug}`);
    expect(mail.html).toContain(`href="https://atelier.example/fiches/${card.slug}"`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(https:\/\/atelier\.example\/api\/reminders\/unsubscribe\?token=([^>]+))>$/.exec(mail.headers['list-unsubscribe']!);
    expect(unsubscribe).not.toBeNull();
    expect(verifyUnsubscribeToken(decodeURIComponent(unsubscribe![2]!))).toBe(user.id);
    expect(mail.text).toContain(unsubscribe![1]);
    expect((await scheduleOf(user.id)).every((s) => s.sent && !s.claimed)).toBe(true);

    await sendReminders(db);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('writes in the user’s language with the English card page', async () => {
    const { user, card } = await userWithDueAction({ lang: 'en', first_name: 'Robin' });
    await sendReminders(db);
    const [mail] = mailsTo(user.email);
    expect(mail!.subject).toBe('Time to measure your progress: Soigner sa vitrine (en)');
    expect(mail!.text).toContain('Hello Robin,');
    expect(mail!.text).toContain('- Monthly sales');
    expect(mail!.text).toContain(`https://atelier.example/en/fiches/${card.slug}`);
  });

  it('sends nothing before the due date, nor to a user who turned reminders off', async () => {
    const user = await insertUser(db);
    const card = await insertCard(db);
    await recordReadings(db, user, card.id, { value: 1, date: daysAgo(6) }); // due tomorrow
    const off = await userWithDueAction();
    await unsubscribeReminders(db, `${off.user.id}.${'x'.repeat(43)}`).catch(() => {}); // forged token: no effect
    await sendReminders(db);
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(mailsTo(off.user.email)).toHaveLength(1);
    // Unsubscribed, a newly due metric is no longer mailed.
    const { unsubscribeToken } = await import('#server/learning/impact/unsubscribe.ts');
    await unsubscribeReminders(db, unsubscribeToken(off.user.id));
    await recordReadings(db, off.user, off.card.id, { metric: 'contacts', value: 9, date: daysAgo(7) });
    await sendReminders(db);
    expect(mailsTo(off.user.email)).toHaveLength(1);
  });

  it('leaves out a question hidden by a negative boolean answer', async () => {
    const user = await insertUser(db);
    const card = await insertCard(db);
    await recordReadings(db, user, card.id, { readings: [
      { metric: 'a_site', value: false, date: daysAgo(20) },
      { metric: 'visites_site', value: 50, date: daysAgo(40) },
      { metric: 'contacts', value: 2, date: daysAgo(9) },
    ] });
    await sendReminders(db);
    const [mail] = mailsTo(user.email);
    expect(mail!.text).toContain('- Contacts reçus');
    expect(mail!.text).not.toContain('Visites du site');
  });

  it('never sends the same reminder twice when two runs execute at once', async () => {
    const users = await Promise.all(Array.from({ length: 25 }, () => userWithDueAction()));
    // Each run's first mail waits until the other run has claimed a batch too, so the two runs
    // really overlap however the machine schedules them (a timing-only overlap was flaky under load).
    let entered = 0;
    let bothEntered!: () => void;
    const overlap = new Promise<void>((resolve) => (bothEntered = resolve));
    const gatedRun = () => {
      let first = true;
      return sendReminders(db, { batchSize: 7, send: async (message) => {
        if (first) {
          first = false;
          if (++entered === 2) bothEntered();
          await Promise.race([overlap, new Promise((r) => setTimeout(r, 5_000))]);
        }
        await sendMail(message);
      } });
    };
    const [a, b] = await Promise.all([gatedRun(), gatedRun()]);
    for (const { user } of users) expect(mailsTo(user.email)).toHaveLength(1);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(25);
    // Both runs really worked side by side (each claimed its own batches).
    expect(a.claimed).toBeGreaterThan(0);
    expect(b.claimed).toBeGreaterThan(0);
  });

  it.runIf(process.env.DATABASE_URL)('never sends twice with two separate processes on PostgreSQL', async () => {
    const users = await Promise.all(Array.from({ length: 120 }, () => userWithDueAction()));
    // Small batches and a slow relay keep the first process busy while the second one starts.
    smtp.delayMs = 30;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['scripts/reminders.ts', '--batch-size=5'], {
          env: { ...process.env, SMTP_URL: smtp.url, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${out}`))));
      });
    const outputs = await Promise.all([run(), run()]).finally(() => (smtp.delayMs = 0));
    for (const out of outputs) expect(out).toMatch(/\{"claimed":\d+,"sent":\d+,"failed":\d+\}/);
    console.log('two processes:', outputs.map((o) => o.trim()).join(' | '));
    for (const { user } of users) expect(mailsTo(user.email)).toHaveLength(1);
    // 120 accounts and two processes that start, migrate-check and send: tens of seconds on a loaded machine.
  }, 120_000);

  it('clears the claim of a failed send and retries it on the next run', async () => {
    const { user } = await userWithDueAction();
    smtp.refuse.add(user.email);
    const first = await sendReminders(db);
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(mailsTo(user.email)).toHaveLength(0);
    expect(await scheduleOf(user.id)).toEqual([
      { metric: 'a_site', sent: false, claimed: false, attempts: 1 },
      { metric: 'contacts', sent: false, claimed: false, attempts: 1 },
      { metric: 'ventes', sent: false, claimed: false, attempts: 1 },
    ]);
    smtp.refuse.delete(user.email);
    await sendReminders(db);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect((await scheduleOf(user.id)).every((s) => s.sent && !s.claimed)).toBe(true);
  });

  it('takes over a claim left by a crashed run after 10 minutes, not before', async () => {
    const { user } = await userWithDueAction();
    await db.execute(sql`update impact_schedule set claimed_at = now() - interval '5 minutes', claim_token = 'crashed' where user_id = ${user.id}`);
    await sendReminders(db);
    expect(mailsTo(user.email)).toHaveLength(0);
    await db.execute(sql`update impact_schedule set claimed_at = now() - interval '11 minutes' where user_id = ${user.id}`);
    await sendReminders(db);
    expect(mailsTo(user.email)).toHaveLength(1);
  });
});
