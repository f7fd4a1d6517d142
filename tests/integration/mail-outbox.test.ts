/**
 * The mail outbox (decision 009) against a real database and a real SMTP listener: the invoice
 * email is sent once, in the payer's language, with the PDF; failures are retried later; a
 * crashed sender's claim is taken over; two senders at once never send a message twice.
 * Every delivery here is scoped to this file's rows (ids), so the file also holds on a PostgreSQL
 * shared with running servers (whose sweep leaves fresh rows alone for 60 s).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startSmtpListener, type SmtpListener } from '../support/smtp-listener.ts';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { newApplication } from '../support/application-fixtures.ts';
import { queryRows, type Database } from '#server/platform/db/client.ts';
import { closeMail, type MailMessage } from '#server/platform/mail/send-mail.ts';
import { deliverOutbox, MAX_ATTEMPTS, retryDelayMinutes } from '#server/platform/mail/outbox.ts';
import { confirmPayment } from '#server/money/payment/confirm-payment.ts';
import type { Lang } from '#i18n/lang.ts';

let smtp: SmtpListener;
let db: Database;
beforeAll(async () => {
  smtp = await startSmtpListener();
  process.env.SMTP_URL = smtp.url; // before anything parses the settings
  process.env.PUBLIC_URL = 'https://atelier.example';
  db = await testDb();
});
afterAll(async () => {
  closeMail();
  await closeDatabase();
  await smtp.close();
});

/** A paid application; returns the payer's email and the id of its queued invoice mail. */
async function paid(lang: Lang = 'fr') {
  const { application, user } = await newApplication(db, { first_name: lang === 'en' ? 'Ada' : 'Camille' }, lang);
  const result = await confirmPayment(db, { candidatureId: application.id, reference: `test_${application.id}`, userId: null }, { kick: false });
  const [row] = await queryRows<{ id: string }>(db, sql`select m.id from mail_outbox m join invoices i on m.dedupe_key = 'invoice:' || i.id where i.number = ${result.invoice_number}`);
  return { email: user.email, number: result.invoice_number, mailId: row!.id };
}

const outboxRow = async (id: string) =>
  (
    await queryRows<{ attempts: number; sent: boolean; failed: boolean; claimed: boolean; due_in_s: number; last_error: string | null }>(
      db,
      sql`select attempts, sent_at is not null as sent, failed_at is not null as failed, claim_token is not null as claimed,
                 extract(epoch from next_attempt_at - now())::int as due_in_s, last_error
          from mail_outbox where id = ${id}`,
    )
  )[0]!;

describe('mail outbox', () => {
  it('sends the invoice once over SMTP, in French, with the PDF attached', async () => {
    const { email, number, mailId } = await paid('fr');
    expect(await deliverOutbox(db, { ids: [mailId] })).toMatchObject({ claimed: 1, sent: 1, failed: 0 });
    expect(await deliverOutbox(db, { ids: [mailId] })).toMatchObject({ claimed: 0, sent: 0 });
    const mails = smtp.messages.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Votre facture d’acompte ${number}`);
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain('149,00');
    expect(mail.text).toContain('https://atelier.example/mes-factures');
    expect(mail.headers['message-id']).toBe(`<outbox-${mailId}@atelier.example>`);
    // the PDF is attached under the invoice's name
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `Facture ${number}.pdf`, contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await outboxRow(mailId)).toMatchObject({ sent: true, claimed: false, attempts: 1 });
  });

  it('writes to an English payer in English', async () => {
    const { email, number, mailId } = await paid('en');
    await deliverOutbox(db, { ids: [mailId] });
    const mail = smtp.messages.find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe(`Your deposit invoice ${number}`);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('€149.00');
    expect(mail.text).toContain('https://atelier.example/en/mes-factures');
  });

  it('retries a failed send later, with backoff, then sends it', async () => {
    const { mailId } = await paid();
    const failing = async () => {
      throw new Error('relay down');
    };
    expect(await deliverOutbox(db, { ids: [mailId], send: failing })).toMatchObject({ claimed: 1, sent: 0, failed: 1 });
    const afterFailure = await outboxRow(mailId);
    expect(afterFailure).toMatchObject({ attempts: 1, sent: false, claimed: false, failed: false, last_error: 'relay down' });
    expect(afterFailure.due_in_s).toBeGreaterThan(30); // not before one minute
    expect(await deliverOutbox(db, { ids: [mailId] })).toMatchObject({ claimed: 0 }); // not due yet

    await db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${mailId}`);
    const sent: MailMessage[] = [];
    expect(await deliverOutbox(db, { ids: [mailId], send: async (m) => void sent.push(m) })).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(await outboxRow(mailId)).toMatchObject({ attempts: 2, sent: true, last_error: null });
  });

  it('gives up after the last attempt', async () => {
    const { mailId } = await paid();
    await db.execute(sql`update mail_outbox set attempts = ${MAX_ATTEMPTS - 1} where id = ${mailId}`);
    const result = await deliverOutbox(db, { ids: [mailId], send: async () => Promise.reject(new Error('mailbox unavailable')) });
    expect(result).toMatchObject({ gaveUp: 1, failed: 0 });
    expect(await outboxRow(mailId)).toMatchObject({ attempts: MAX_ATTEMPTS, failed: true, sent: false });
    await db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${mailId}`);
    expect(await deliverOutbox(db, { ids: [mailId] })).toMatchObject({ claimed: 0 });
  });

  it('takes over the claim of a sender that crashed, not that of one still working', async () => {
    const { mailId, email } = await paid();
    await db.execute(sql`update mail_outbox set claimed_at = now() - interval '1 minute', claim_token = 'busy-sender' where id = ${mailId}`);
    expect(await deliverOutbox(db, { ids: [mailId] })).toMatchObject({ claimed: 0 });
    await db.execute(sql`update mail_outbox set claimed_at = now() - interval '16 minutes' where id = ${mailId}`);
    expect(await deliverOutbox(db, { ids: [mailId] })).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('never sends one message twice when senders run at once', async () => {
    const rows = await Promise.all(Array.from({ length: 6 }, () => paid()));
    const ids = rows.map((r) => r.mailId);
    const runs = await Promise.all(Array.from({ length: 4 }, () => deliverOutbox(db, { ids, batchSize: 2 })));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6);
    for (const { email } of rows) expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [7, 64],
    [20, 360],
  ])('waits %i failure(s) → %i minutes', (attempts, minutes) => {
    expect(retryDelayMinutes(attempts)).toBe(minutes);
  });
});
