/** "Nouveautés / What's new" entries written by admin and responsable (decision 009). */
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core.ts';

export const siteUpdates = pgTable(
  'site_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** English title and text, optional: English pages show the French with lang="fr" when missing (decision 019). */
    titleEn: text('title_en'),
    descriptionEn: text('description_en'),
    /** Shown to members from this calendar day on (APP_TIMEZONE). */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_updates_published_idx').on(t.publishedOn, t.createdAt)],
);
