/**
 * Invoice numbers `F-YYYY-NNNNNN` (decision 009): one sequence per calendar year, consecutive,
 * never duplicated, across every app instance sharing the database.
 *
 * The number is taken by an upsert on the year's counter row inside the payment's transaction.
 * The row stays locked until that transaction ends, so concurrent payments take numbers one after
 * the other; a rollback (any failure after the number was taken) gives the number back, so the
 * sequence has no gap. The year is the payment's calendar year in APP_TIMEZONE.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { today } from '../impact/dates.ts';

export function invoiceYear(paidAt: Date, timeZone: string): number {
  return Number(today(timeZone, paidAt).slice(0, 4));
}

export function formatInvoiceNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`invoice year out of range: ${year}`);
  if (!Number.isInteger(seq) || seq < 1 || seq > 999_999) throw new RangeError(`invoice sequence out of range: ${seq}`);
  return `F-${year}-${String(seq).padStart(6, '0')}`;
}

export const INVOICE_NUMBER = /^F-\d{4}-\d{6}$/;

/** Must run inside the payment's transaction (the counter row stays locked until it ends). */
export async function takeInvoiceNumber(tx: DbOrTx, year: number): Promise<{ year: number; seq: number; number: string }> {
  const [row] = await queryRows<{ last_seq: number }>(
    tx,
    sql`insert into invoice_counters (year, last_seq) values (${year}, 1)
        on conflict (year) do update set last_seq = invoice_counters.last_seq + 1
        returning last_seq`,
  );
  const seq = Number(row!.last_seq);
  return { year, seq, number: formatInvoiceNumber(year, seq) };
}
