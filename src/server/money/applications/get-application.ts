import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications, creditNotes, invoices, uploads, users } from '#db/schema.ts';
import { serializeCreditNote } from '../refunds/serialize-credit-note.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { serializeInvoice } from '../invoices/serialize-invoice.ts';
import { serializeApplication } from './serialize-application.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/candidatures/{id} (admin, responsable; the route guards): the application as the list
 * shows it, plus what the staff need to review it — its photos with the address that serves them
 * (GET /api/files/{id}, which lets staff read any candidature upload) its invoices and credit notes. A photo
 * whose upload is gone is left out of `photo_files` (its id stays in `photos`). `account_deleted`:
 * the member's account was erased, only the invoice data is kept.
 */
export async function getApplication(db: DbOrTx, id: string) {
  if (!UUID.test(id)) throw new AppError('candidature_not_found');
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  if (!row) throw new AppError('candidature_not_found');
  const [invoiceRows, creditNoteRows, photoRows, [member]] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.applicationId, id)).orderBy(asc(invoices.year), asc(invoices.seq)),
    db.select().from(creditNotes).where(eq(creditNotes.applicationId, id)).orderBy(asc(creditNotes.year), asc(creditNotes.seq)),
    row.photos.length
      ? db
          .select({ id: uploads.id, mime: uploads.mime, width: uploads.width, height: uploads.height, sizeBytes: uploads.sizeBytes })
          .from(uploads)
          .where(inArray(uploads.id, row.photos))
      : Promise.resolve([]),
    db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, row.userId)).limit(1),
  ]);
  const byId = new Map(photoRows.map((p) => [p.id, p]));
  const photoFiles = row.photos.flatMap((photoId) => {
    const p = byId.get(photoId);
    return p ? [{ id: p.id, url: `/api/files/${p.id}`, mime: p.mime, width: p.width, height: p.height, size_bytes: p.sizeBytes }] : [];
  });
  const invoiceList = invoiceRows.map(serializeInvoice);
  return {
    ...serializeApplication(row, invoiceList[0]?.number ?? null),
    // Erased (decision 026): the application keeps only its accounting facts; the invoices keep the buyer.
    account_deleted: Boolean(member?.deletedAt),
    account_deleted_at: member?.deletedAt ?? null,
    photo_files: photoFiles,
    invoices: invoiceList,
    credit_notes: creditNoteRows.map(serializeCreditNote),
  };
}

export type ApplicationDetail = Awaited<ReturnType<typeof getApplication>>;
