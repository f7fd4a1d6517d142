/**
 * POST /api/invoices/{number}/refunds (staff, decision 024): gives back part or all of a paid
 * deposit or balance through the provider, and issues a credit note.
 *
 * Three steps, so that no lock is held during the provider's call and no number is ever burnt:
 * 1. Reserve: one transaction locks the invoice row, checks the Idempotency-Key and what is left
 *    (the invoice minus every refund, pending ones included), then locks the application and
 *    applies the access rule (decision 057: the deposit is not emptied while a paid final invoice
 *    stands), and inserts a `pending` refund. Two refunds at once serialize on the lock; the second
 *    sees the first's reservation; a balance confirmation serializes on the application's.
 * 2. Ask the provider, with an idempotency key derived from the caller's. A failure deletes the
 *    reservation (nothing was issued) and answers 503/502; retrying with the same key asks the
 *    provider the same question again, so a refund it did make is found, never made twice.
 * 3. Record: one transaction marks the refund succeeded, takes the credit-note number, issues it,
 *    queues its email and, when no paid invoice of the formula stands any more, takes the formula's
 *    role away (the users trigger notifies every instance, which drops that user's cached sessions).
 * A reservation left `pending` by a crash between 2 and 3 is driven again by a retry with the
 * same key after a minute (the provider answers the same refund).
 */
import { z } from 'zod';
import { textField } from '#server/platform/http/text-fields.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/platform/db/client.ts';
import { creditNotes, invoices, refunds } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { INVOICE_NUMBER } from '../invoices/invoice-number.ts';
import type { InvoiceRow } from '../invoices/serialize-invoice.ts';
import { paymentProvider, type PaymentProvider } from '../payment/provider.ts';
import { recordSucceededRefund } from './record-refund.ts';
import { refuseRefundAgainstRule } from '../payment/deposit-refund-rule.ts';
import { serializeCreditNote, serializeRefund, type RefundRow } from './serialize-credit-note.ts';
import { inputMessageKeys } from '#i18n/input-message-keys.ts';

/** A pending reservation older than this is taken to be a crashed request's, and driven again. */
const STALE_PENDING_MS = 60_000;
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

/** The body the route validates (also described in /api/openapi.json). */
const m = inputMessageKeys('refund');
export const refundInput = z.strictObject({
  amount_cents: z
    .number({ error: m.amount })
    .int(m.amount)
    .min(1, m.amount)
    .max(100_000_000, m.amount)
    .optional()
    .describe('Cents to give back; absent: everything left to refund on the invoice'),
  // Printed on the credit note as one line (decision 050).
  reason: textField({ max: 500, messages: { type: m.reason, tooLong: () => m.reason } }).optional(),
});

export interface RefundCommand {
  invoiceNumber: string;
  staffId: string;
  idempotencyKey: string | null;
  amountCents?: number;
  reason?: string;
}

/**
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: reservations of one invoice still queue on it, but the
 * recording transaction's foreign-key checks (credit note → invoice take `FOR KEY SHARE`) do not
 * wait on a reservation that itself waits on that recording's refund row — which deadlocked.
 */
export async function lockInvoice(tx: DbOrTx, number: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.number, number)).limit(1).for('no key update');
  if (!row) throw new AppError('invoice_not_found');
  return row;
}

export async function reservedOn(tx: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` }).from(refunds).where(eq(refunds.invoiceId, invoiceId));
  return Number(row?.n ?? 0);
}

/** What the route answers for a recorded refund (the first time, and to every replay). */
async function answer(db: DbOrTx, refund: RefundRow, invoice: InvoiceRow, replayed: boolean) {
  const [note] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, refund.id)).limit(1);
  if (!note) throw new Error(`refund ${refund.id} succeeded without a credit note`);
  const remaining = invoice.amountInclTaxCents - (await reservedOn(db, invoice.id));
  return { refund: serializeRefund(refund, invoice.number), credit_note: serializeCreditNote(note), remaining_cents: remaining, replayed };
}

type Reserved = { kind: 'done'; refund: RefundRow; invoice: InvoiceRow } | { kind: 'ask'; refund: RefundRow; invoice: InvoiceRow };

function checkSameRequest(existing: RefundRow, invoice: InvoiceRow, command: RefundCommand) {
  if (existing.invoiceId !== invoice.id || (command.amountCents !== undefined && command.amountCents !== existing.amountCents)) {
    throw new AppError('idempotency_key_reused');
  }
}

async function reserve(db: Database, command: RefundCommand, key: string): Promise<Reserved> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, command.invoiceNumber);
    // Looked up under the invoice's lock: a request racing with the same key sees the first's row.
    const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1).for('update');
    if (existing) {
      checkSameRequest(existing, invoice, command);
      if (existing.status === 'succeeded') return { kind: 'done', refund: existing, invoice };
      if (Date.now() - existing.createdAt.getTime() < STALE_PENDING_MS) throw new AppError('refund_in_progress');
      return { kind: 'ask', refund: existing, invoice };
    }
    const remaining = invoice.amountInclTaxCents - (await reservedOn(tx, invoice.id));
    const amount = command.amountCents ?? remaining;
    if (remaining <= 0 || amount > remaining) {
      throw new AppError('refund_exceeds_remaining', { details: { remaining_cents: Math.max(0, remaining), requested_cents: amount } });
    }
    // Access follows the money (decision 057): under the application's lock, the one the balance's
    // confirmation takes, the deposit cannot be emptied while a paid final invoice stands.
    await refuseRefundAgainstRule(tx, invoice, amount);
    const [refund] = await tx
      .insert(refunds)
      .values({ invoiceId: invoice.id, idempotencyKey: key, amountCents: amount, reason: command.reason ?? '', requestedBy: command.staffId })
      .returning();
    return { kind: 'ask', refund: refund!, invoice };
  });
}

async function record(db: Database, reserved: { refund: RefundRow; invoice: InvoiceRow }, providerReference: string, now: Date) {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, reserved.refund.id)).limit(1).for('update');
    if (!refund) throw new Error(`refund ${reserved.refund.id} vanished before it was recorded`);
    // Already recorded: by Stripe's webhook echo arriving first (decision 031), or a same-key retry.
    if (refund.status === 'succeeded') return { refund, mailId: null };
    return await recordSucceededRefund(tx, refund, reserved.invoice, providerReference, now);
  });
}

export async function refundInvoice(db: Database, command: RefundCommand, options: { provider?: PaymentProvider; now?: Date; kick?: boolean } = {}) {
  if (!command.idempotencyKey || !IDEMPOTENCY_KEY.test(command.idempotencyKey)) throw new AppError('idempotency_key_required');
  if (!INVOICE_NUMBER.test(command.invoiceNumber)) throw new AppError('invoice_not_found');
  const key = command.idempotencyKey;
  let reserved: Reserved;
  try {
    reserved = await reserve(db, command, key);
  } catch (error) {
    // Two requests with the same new key inserted at once: the loser reports the winner's work.
    if (isUniqueViolation(error)) throw new AppError('refund_in_progress');
    throw error;
  }
  if (reserved.kind === 'done') return { status: 200, body: await answer(db, reserved.refund, reserved.invoice, true) };
  const provider = options.provider ?? paymentProvider();
  let providerReference: string;
  try {
    ({ reference: providerReference } = await provider.refund({
      paymentReference: reserved.invoice.paymentReference,
      amountCents: reserved.refund.amountCents,
      idempotencyKey: `atelier-refund-${key}`,
      appKey: key,
    }));
  } catch (error) {
    // Nothing was issued: give the reserved amount back. A retry with the same key asks the
    // provider the same question (same idempotency key), so a refund it did make is found.
    await db.delete(refunds).where(and(eq(refunds.id, reserved.refund.id), eq(refunds.status, 'pending')));
    throw error;
  }
  const recorded = await record(db, reserved, providerReference, options.now ?? new Date());
  if (recorded.mailId && options.kick !== false) void kickOutbox([recorded.mailId]);
  return { status: 201, body: await answer(db, recorded.refund, reserved.invoice, false) };
}
