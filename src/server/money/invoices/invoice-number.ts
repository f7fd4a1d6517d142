/**
 * Numbers of issued documents, one gap-free series per kind and calendar year: invoices
 * `F-YYYY-NNNNNN` (decision 009) and credit notes `A-YYYY-NNNNNN` (decision 024), consecutive,
 * never duplicated, across every app instance sharing the database.
 *
 * A number is taken by an upsert on the series' counter row for the year, inside the transaction
 * that issues the document. The row stays locked until that transaction ends, so concurrent
 * issues take numbers one after the other; a rollback (any failure after the number was taken)
 * gives the number back, so the series has no gap. The year is the event's calendar year in
 * APP_TIMEZONE (invoiceYear).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';
import { today } from '#server/platform/dates.ts';

/** A series: its letter, its counter table (one row per year), and its name in error messages. */
export interface NumberSeries {
  prefix: 'F' | 'A';
  counters: 'invoice_counters' | 'credit_note_counters';
  name: string;
}

export const INVOICE_SERIES: NumberSeries = { prefix: 'F', counters: 'invoice_counters', name: 'invoice' };
export const CREDIT_NOTE_SERIES: NumberSeries = { prefix: 'A', counters: 'credit_note_counters', name: 'credit note' };

export function invoiceYear(paidAt: Date, timeZone: string): number {
  return Number(today(timeZone, paidAt).slice(0, 4));
}

export function formatDocumentNumber(series: NumberSeries, year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`${series.name} year out of range: ${year}`);
  if (!Number.isInteger(seq) || seq < 1 || seq > 999_999) throw new RangeError(`${series.name} sequence out of range: ${seq}`);
  return `${series.prefix}-${year}-${String(seq).padStart(6, '0')}`;
}

/** Must run inside the transaction that issues the document (the counter row stays locked until it ends). */
export async function takeDocumentNumber(tx: DbOrTx, series: NumberSeries, year: number): Promise<{ year: number; seq: number; number: string }> {
  const counters = sql.identifier(series.counters);
  const [row] = await queryRows<{ last_seq: number }>(
    tx,
    sql`insert into ${counters} (year, last_seq) values (${year}, 1)
        on conflict (year) do update set last_seq = ${counters}.last_seq + 1
        returning last_seq`,
  );
  const seq = Number(row!.last_seq);
  return { year, seq, number: formatDocumentNumber(series, year, seq) };
}

export const INVOICE_NUMBER = /^F-\d{4}-\d{6}$/;

export function formatInvoiceNumber(year: number, seq: number): string {
  return formatDocumentNumber(INVOICE_SERIES, year, seq);
}

/** Must run inside the payment's transaction. */
export function takeInvoiceNumber(tx: DbOrTx, year: number): Promise<{ year: number; seq: number; number: string }> {
  return takeDocumentNumber(tx, INVOICE_SERIES, year);
}
