/**
 * The files of issued invoices and credit notes (decision 036): rendered once, stored in the
 * file storage, and their SHA-256 kept here. A download or an email sends those bytes, never a
 * new rendering; bytes that no longer match the hash are never served. Rows are never changed
 * nor deleted (custom migration issued_documents_sql), like the documents they hold.
 */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const issuedDocuments = pgTable(
  'issued_documents',
  {
    /** `invoice` or `credit_note`. */
    kind: text('kind').notNull(),
    /** invoices.id or credit_notes.id (no foreign key: both tables refuse deletes anyway). */
    documentId: uuid('document_id').notNull(),
    /** The document's number, for people reading the table. */
    number: text('number').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Lower-case hex SHA-256 of the stored bytes. */
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.documentId] })],
);
