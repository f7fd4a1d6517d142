/**
 * Credit-note numbers `A-YYYY-NNNNNN` (decision 024): their own gap-free series per calendar year,
 * taken exactly like invoice numbers (src/server/invoices/invoice-number.ts) on their own counter
 * row, inside the transaction that records the provider's refund — a failure gives it back.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.ts';

export const CREDIT_NOTE_NUMBER = /^A-\d{4}-\d{6}$/;

export function formatCreditNoteNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`credit note year out of range: ${year}`);
  if (!Number.isInteger(seq) || seq < 1 || seq > 999_999) throw new RangeError(`credit note sequence out of range: ${seq}`);
  return `A-${year}-${String(seq).padStart(6, '0')}`;
}

/** Must run inside the refund's recording transaction (the counter row stays locked until it ends). */
export async function takeCreditNoteNumber(tx: DbOrTx, year: number): Promise<{ year: number; seq: number; number: string }> {
  const [row] = await queryRows<{ last_seq: number }>(
    tx,
    sql`insert into credit_note_counters (year, last_seq) values (${year}, 1)
        on conflict (year) do update set last_seq = credit_note_counters.last_seq + 1
        returning last_seq`,
  );
  const seq = Number(row!.last_seq);
  return { year, seq, number: formatCreditNoteNumber(year, seq) };
}
