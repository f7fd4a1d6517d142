import { z } from 'zod';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { invoices } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isStaff } from '#server/identity/require-staff.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { INVOICE_NUMBER } from './invoice-number.ts';
import { serializeInvoice, type InvoiceRow } from './serialize-invoice.ts';
import { regimeOf } from '../einvoice/vat-regime.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const listInvoicesQuery = z.strictObject({
  all: z.enum(['1', 'true']).optional(),
  year: z.coerce.number().int().min(2000).max(9999).optional(),
});

/** The caller's invoices, or (staff, `all`) every invoice, optionally of one year, by number. */
export async function listInvoices(db: DbOrTx, user: SessionUser, query: { all?: boolean; year?: number }) {
  return (await invoiceRows(db, user, query)).map(serializeInvoice);
}

/**
 * The caller's invoices as its pages list them: with the regime each was issued under, so the
 * amounts read "TTC" or "HT" as the invoice does (decision 056).
 */
export async function listInvoicesForPage(db: DbOrTx, user: SessionUser) {
  return (await invoiceRows(db, user, {})).map((row) => ({ ...serializeInvoice(row), vat_regime: regimeOf(row) }));
}

async function invoiceRows(db: DbOrTx, user: SessionUser, query: { all?: boolean; year?: number }) {
  const conditions: SQL[] = [];
  if (!query.all) conditions.push(eq(invoices.userId, user.id));
  else if (!isStaff(user.role)) throw new AppError('forbidden');
  if (query.year !== undefined) conditions.push(eq(invoices.year, query.year));
  const rows = await db
    .select()
    .from(invoices)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(invoices.year), desc(invoices.seq));
  return rows;
}

/** One invoice for its payer or for staff; anyone else gets 404 as if it did not exist. */
export async function findReadableInvoice(db: DbOrTx, number: string, user: SessionUser): Promise<InvoiceRow> {
  if (!INVOICE_NUMBER.test(number)) throw new AppError('invoice_not_found');
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  if (!row || (row.userId !== user.id && !isStaff(user.role))) throw new AppError('invoice_not_found');
  return row;
}
