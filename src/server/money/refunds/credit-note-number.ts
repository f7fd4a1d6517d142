/**
 * Credit-note numbers `A-YYYY-NNNNNN` (decision 024): their own gap-free series per calendar year,
 * taken by the same function as invoice numbers (src/server/money/invoices/invoice-number.ts) on their
 * own counter row, inside the transaction that records the provider's refund — a failure gives it back.
 */
import type { DbOrTx } from '#server/platform/db/client.ts';
import { CREDIT_NOTE_SERIES, formatDocumentNumber, takeDocumentNumber } from '../invoices/invoice-number.ts';

export const CREDIT_NOTE_NUMBER = /^A-\d{4}-\d{6}$/;

export function formatCreditNoteNumber(year: number, seq: number): string {
  return formatDocumentNumber(CREDIT_NOTE_SERIES, year, seq);
}

/** Must run inside the refund's recording transaction (the counter row stays locked until it ends). */
export function takeCreditNoteNumber(tx: DbOrTx, year: number): Promise<{ year: number; seq: number; number: string }> {
  return takeDocumentNumber(tx, CREDIT_NOTE_SERIES, year);
}
