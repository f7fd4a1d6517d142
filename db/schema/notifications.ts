/**
 * Notifications (decision 016): one in-app notice per (recipient, event), written in the
 * transaction of the event together with its email in the outbox; and the kinds a user turned
 * off (a row per switch turned off, so every switch is on by default without a row).
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import type { NoticeData } from './jsonb-shapes.ts';

const KINDS = sql`('reply', 'match', 'answers', 'contract')`;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The settings switch it falls under: reply | match | answers | contract. */
    kind: text('kind').notNull(),
    /** What happened (reply_received, match_created, answers_submitted, contract_signed, contract_sealed). */
    event: text('event').notNull(),
    /** Names the event ("reply:<id>"): with user_id, unique, so an event retried notifies once. */
    eventKey: text('event_key').notNull(),
    /** What the texts need (ids, names, counts), rendered in the reader's language when read. */
    data: jsonb('data').$type<NoticeData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_kind_check', sql`${t.kind} in ${KINDS}`),
    uniqueIndex('notifications_user_event_unique').on(t.userId, t.eventKey),
    // The dashboard: a user's unread notices, newest first.
    index('notifications_unread_idx').on(t.userId, t.createdAt.desc()).where(sql`${t.readAt} is null`),
  ],
);

export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('notification_opt_outs_kind_check', sql`${t.kind} in ${KINDS}`)],
);
