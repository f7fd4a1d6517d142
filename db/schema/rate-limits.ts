/**
 * Rate-limit counters (decision 006): fixed windows kept in the database, so every instance of the
 * app shares one budget per subject. `key` is the bucket name and a SHA-256 of the subject (an IP,
 * an email): no address is stored in clear. Expired rows are deleted by the purge job.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
