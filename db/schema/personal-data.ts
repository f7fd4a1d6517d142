/**
 * Personal data (decision 026): the member's "download my data" archive. One row per
 * member at most (the unique index): a second request while one exists answers the first's status.
 * The row and its stored ZIP go once downloaded, expired (7 days) or when the account is erased.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** en_attente (queued or being built) | prete (ready to download) | echec (gave up; a new request replaces it) */
    status: text('status').notNull().default('en_attente'),
    /** The member's language when asked: README and email. */
    lang: text('lang').notNull().default('fr'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    /** Claim of the job building it (a crashed build is taken over after the claim timeout). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** ready_at + 7 days: the link works until then, once. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_exports_one_per_user').on(t.userId),
    index('data_exports_pending_idx').on(t.createdAt).where(sql`${t.status} = 'en_attente'`),
    check('data_exports_status_check', sql`${t.status} in ('en_attente', 'prete', 'echec')`),
  ],
);
