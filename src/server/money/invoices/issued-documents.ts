/**
 * Issued invoices and credit notes are files, not renderings (decision 036): the PDF is rendered
 * once, stored in the file storage (local disk or S3) and its SHA-256 written to
 * `issued_documents`; the email attaches those bytes and every download serves them, byte for
 * byte, forever. Bytes that no longer match their hash (or a file gone missing) are never
 * served: logged as an error and answered 503 `document_unavailable`, never rendered again in
 * their place (that would be another document).
 *
 * The first use renders: right after the issuing transaction the outbox builds the email, which
 * stores the file; a document issued before files were kept is rendered and stored on its first
 * download or email. Two instances doing it at once both render; the first row inserted wins and
 * the other's file is removed.
 */
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { issuedDocuments } from '#db/schema.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { logger } from '#server/platform/log.ts';
import { fileStorage, randomKeyName, type FileStorage } from '#server/platform/storage/storage.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import type { CreditNoteRow } from '../refunds/serialize-credit-note.ts';
import { renderCreditNoteJob, renderInvoiceJob } from './render-issued-document.ts';
import { offLoopRender } from '#server/platform/cpu/render-pool.ts';
import { currentBoundedWork } from '#server/platform/cpu/bounded-work.ts';

export type IssuedDocumentKind = 'invoice' | 'credit_note';

export interface IssuedDocumentRef {
  kind: IssuedDocumentKind;
  id: string;
  number: string;
  /** Renders the PDF; called only when no file is stored yet. */
  render: () => Promise<Buffer>;
}

type StoredRow = typeof issuedDocuments.$inferSelect;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `issued/invoice/f-2026-000042-<random>.pdf`: readable, and never the key of an earlier attempt. */
export function issuedDocumentKey(kind: IssuedDocumentKind, number: string): string {
  return `issued/${kind.replace('_', '-')}/${number.toLowerCase()}-${randomKeyName('pdf')}`;
}

async function findStored(db: DbOrTx, ref: Pick<IssuedDocumentRef, 'kind' | 'id'>): Promise<StoredRow | undefined> {
  const [row] = await db
    .select()
    .from(issuedDocuments)
    .where(and(eq(issuedDocuments.kind, ref.kind), eq(issuedDocuments.documentId, ref.id)))
    .limit(1);
  return row;
}

async function readVerified(storage: FileStorage, row: StoredRow): Promise<Buffer> {
  const object = await storage.get(row.storageKey);
  if (!object) {
    logger.error(`issued document ${row.number} (${row.kind}): its file ${row.storageKey} is missing; not served`);
    throw new AppError('document_unavailable');
  }
  const bytes = await buffer(object.body);
  const actual = sha256(bytes);
  if (actual !== row.sha256) {
    logger.error(`issued document ${row.number} (${row.kind}): SHA-256 of ${row.storageKey} is ${actual}, ${row.sha256} was stored; not served`);
    throw new AppError('document_unavailable');
  }
  return bytes;
}

/** The document's stored bytes, rendering and storing them first if it has none yet. */
export async function issuedDocumentBytes(db: DbOrTx, ref: IssuedDocumentRef, storage: FileStorage = fileStorage()): Promise<Buffer> {
  const stored = await findStored(db, ref);
  if (stored) return readVerified(storage, stored);

  const bytes = await ref.render();
  const key = issuedDocumentKey(ref.kind, ref.number);
  await storage.put(key, bytes, { contentType: 'application/pdf' });
  const inserted = await db
    .insert(issuedDocuments)
    .values({ kind: ref.kind, documentId: ref.id, number: ref.number, storageKey: key, sha256: sha256(bytes), size: bytes.byteLength })
    .onConflictDoNothing()
    .returning({ key: issuedDocuments.storageKey });
  if (inserted.length > 0) return bytes;
  // Another request stored it first: that file is the document, this rendering goes.
  await storage.delete(key).catch((error: unknown) => logger.warn(`issued document ${ref.number}: could not remove the extra file ${key}: ${(error as Error).message}`));
  const winner = await findStored(db, ref);
  if (!winner) throw new Error(`issued document ${ref.number}: neither stored nor found`);
  return readVerified(storage, winner);
}

// Drawn on a thread of the render pool, never on the event loop (decision 053). Not in a lane:
// each is rendered once for good, by the outbox or a first download, and the pool bounds them.
const invoiceOffLoop = offLoopRender('src/server/money/invoices/render-issued-document.ts', 'renderInvoiceJob', renderInvoiceJob);
const creditNoteOffLoop = offLoopRender('src/server/money/invoices/render-issued-document.ts', 'renderCreditNoteJob', renderCreditNoteJob);

const renderTimeLimit = () => AbortSignal.timeout(currentBoundedWork().timeoutMs);

/** The stored PDF of an invoice. */
export function invoicePdfBytes(db: DbOrTx, invoice: InvoiceRow): Promise<Buffer> {
  return issuedDocumentBytes(db, { kind: 'invoice', id: invoice.id, number: invoice.number, render: () => invoiceOffLoop(invoice, { signal: renderTimeLimit() }) });
}

/** The stored PDF of a credit note. */
export function creditNotePdfBytes(db: DbOrTx, note: CreditNoteRow, invoiceIssuedOn: string): Promise<Buffer> {
  return issuedDocumentBytes(db, { kind: 'credit_note', id: note.id, number: note.number, render: () => creditNoteOffLoop({ note, invoiceIssuedOn }, { signal: renderTimeLimit() }) });
}
