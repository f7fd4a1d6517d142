/**
 * The app's mail outbox (decision 009): a message to send is a row written in the same
 * transaction as the change it reports, then claimed and sent by src/server/platform/mail/outbox.ts.
 * A crash after the commit never loses it; the claim keeps two senders from sending it twice.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailPayload } from './jsonb-shapes.ts';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which kind builds the message at send time (declared by its domain: src/server/platform/mail/mail-kind.ts). */
    kind: text('kind').notNull(),
    /** Enqueuing twice with the same key is a no-op: one event, one email. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<MailPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not before: set forward after a failed attempt (exponential backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimToken: text('claim_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last attempt (logged as an error; an operator can reset it). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
);
