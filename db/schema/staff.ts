/**
 * What the staff do to applications and members (decision 025): the application events
 * that are not already facts of another row (reminders sent, refusals, withdrawals) and the history
 * of role changes. Role changes are written by a trigger on `users` (migration staff_actions), so a
 * change made by any code path — the members page, a payment, a refund — is recorded; the acting
 * staff member comes from the transaction setting `atelier.actor_id`, null when the system acted.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core.ts';
import { applications } from './applications.ts';

export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** payment_link_sent | refused | withdrawn | account_erased (actor: the staff member, or the member themself) */
    kind: text('kind').notNull(),
    /** The staff member who acted (account_erased by the member: the member); the name is kept too, so the timeline still says who after an account is deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

export const roleChanges = pgTable(
  'role_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromRole: text('from_role'),
    toRole: text('to_role'),
    /** Null: no staff member acted (a payment gave the formula's role). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_changes_user_idx').on(t.userId, t.createdAt), index('role_changes_created_idx').on(t.createdAt)],
);
