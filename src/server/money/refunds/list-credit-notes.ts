/** Reading credit notes: the payer's own, or every one for staff; anyone else gets 404. */
import { z } from 'zod';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { creditNotes, invoices } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isStaff } from '#server/identity/require-staff.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { CREDIT_NOTE_NUMBER } from './credit-note-number.ts';
import { serializeCreditNote, type CreditNoteRow } from './serialize-credit-note.ts';
import { regimeOf } from '../einvoice/vat-regime.ts';

/** The query the route validates (also described in /api/openapi.json). */
export const listCreditNotesQuery = z.strictObject({
  all: z.enum(['1', 'true']).optional(),
  year: z.coerce.number().int().min(2000).max(9999).optional(),
});

/** The caller's credit notes, or (staff, `all`) every one, newest number first. */
export async function listCreditNotes(db: DbOrTx, user: SessionUser, query: { all?: boolean; year?: number }) {
  return (await creditNoteRows(db, user, query)).map(serializeCreditNote);
}

/** The caller's credit notes as its pages list them: with the regime of each, read "TTC" or "HT" (decision 056). */
export async function listCreditNotesForPage(db: DbOrTx, user: SessionUser) {
  return (await creditNoteRows(db, user, {})).map((row) => ({ ...serializeCreditNote(row), vat_regime: regimeOf(row) }));
}

async function creditNoteRows(db: DbOrTx, user: SessionUser, query: { all?: boolean; year?: number }) {
  const conditions: SQL[] = [];
  if (!query.all) conditions.push(eq(creditNotes.userId, user.id));
  else if (!isStaff(user.role)) throw new AppError('forbidden');
  if (query.year !== undefined) conditions.push(eq(creditNotes.year, query.year));
  const rows = await db
    .select()
    .from(creditNotes)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(creditNotes.year), desc(creditNotes.seq));
  return rows;
}

/** One credit note (with the day of the invoice it credits) for its payer or staff; others: 404. */
export async function findReadableCreditNote(db: DbOrTx, number: string, user: SessionUser): Promise<{ note: CreditNoteRow; invoiceIssuedOn: string }> {
  if (!CREDIT_NOTE_NUMBER.test(number)) throw new AppError('credit_note_not_found');
  const [row] = await db
    .select({ note: creditNotes, invoiceIssuedOn: invoices.issuedOn })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.number, number))
    .limit(1);
  if (!row || (row.note.userId !== user.id && !isStaff(user.role))) throw new AppError('credit_note_not_found');
  return row;
}

/** One credit note as GET /api/credit-notes lists it, for its payer or staff; others: 404. */
export async function getCreditNote(db: DbOrTx, number: string, user: SessionUser) {
  return serializeCreditNote((await findReadableCreditNote(db, number, user)).note);
}
