/**
 * Stored files (docs/decisions/008-files-and-uploads.md): one row per file in the
 * storage, whatever it belongs to, and the queue of storage objects to remove.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { actions, cards, users } from './core.ts';

/**
 * `type`: `action_image` and `action_document` (attached to the owner's action on a card,
 * optionally to one checklist item), `candidature` (photos of an application being written:
 * no owner until the application claims them, or owned by the signed-in uploader),
 * `gallery` (the owner's profile gallery).
 *
 * The object lives in the file storage under `storage_key` and is written completely before
 * this row exists; deleting the row (directly or by cascade) queues the object's removal in
 * `file_deletions` (trigger, migration files_sql).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    /** Owner; null only for a `candidature` upload sent without a session and not yet claimed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id').references(() => actions.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id').references(() => cards.id, { onDelete: 'cascade' }),
    checklistItemId: text('checklist_item_id'),
    /** Set when an application claims a `candidature` upload (claimCandidatureUploads). */
    applicationId: uuid('application_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name').notNull().default(''),
    /** Hex SHA-256 of the stored bytes: the strong ETag. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_action_item_idx').on(t.actionId, t.checklistItemId),
    index('uploads_user_type_idx').on(t.userId, t.type),
    index('uploads_card_idx').on(t.cardId),
    index('uploads_pending_idx').on(t.createdAt).where(sql`${t.type} = 'candidature' and ${t.claimedAt} is null`),
  ],
);

/**
 * Storage objects to remove once `due_at` has passed (src/server/platform/files/sweep-files.ts):
 * - a deleted `uploads` row queues its object (due now);
 * - an upload in progress reserves its key (due in an hour) and releases it in the transaction
 *   that writes its row, so a crash between the write and the row leaves no orphan object.
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    storageKey: text('storage_key').primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('file_deletions_due_idx').on(t.dueAt)],
);
