/**
 * Access follows the money, under one lock (decision 057, replacing the "any refund" rule of
 * decision 035): the rule itself is pure (refund-outcome.ts); this module reads its facts from the
 * database and applies it wherever money moves, each time under the application's row lock
 * (`FOR UPDATE`), the lock the balance's request and confirmation take:
 * - reserving a refund (refund-invoice.ts) refuses the one that would empty the deposit while a
 *   paid final invoice stands (409 `final_invoice_stands`);
 * - recording a refund (record-refund.ts, app and Stripe alike) cancels a requested balance when
 *   it empties the deposit, and says whether access ends (no paid invoice stands any more);
 * - the balance's request, checkout and confirmation refuse once the deposit is emptied, pending
 *   refunds included (409 `deposit_refunded`); a partial refund leaves the balance due.
 * Lock order: a refund takes its invoice, then the application; the balance paths take only the
 * application and read refunds without locking, so no cycle.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications, invoices, refunds } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { balanceMayBeDue, refundOutcome, type RefundOutcome } from './refund-outcome.ts';

/** One invoice of the application: what was credited (succeeded refunds) and reserved (every refund, pending ones too). */
interface InvoiceTotals {
  number: string;
  amountCents: number;
  creditedCents: number;
  reservedCents: number;
}

/** The application's deposit and final invoices with their refunds; `exceptRefund` is left out of both sums. */
export async function invoiceTotals(tx: DbOrTx, applicationId: string, exceptRefund?: string) {
  const counted = exceptRefund ? sql`${refunds.id} <> ${exceptRefund}` : sql`true`;
  const rows = await tx
    .select({
      kind: invoices.kind,
      number: invoices.number,
      amountCents: invoices.amountInclTaxCents,
      creditedCents: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded' and ${counted}), 0)::int`,
      reservedCents: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${counted}), 0)::int`,
    })
    .from(invoices)
    .leftJoin(refunds, eq(refunds.invoiceId, invoices.id))
    .where(eq(invoices.applicationId, applicationId))
    .groupBy(invoices.id);
  const pick = (kind: string): InvoiceTotals | null => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { number: row.number, amountCents: row.amountCents, creditedCents: Number(row.creditedCents), reservedCents: Number(row.reservedCents) } : null;
  };
  return { deposit: pick('acompte'), final: pick('solde') };
}

/** True when the deposit is wholly given back or being given back (pending refunds count): no balance is due. */
export async function depositEmptied(tx: DbOrTx, applicationId: string): Promise<boolean> {
  const { deposit } = await invoiceTotals(tx, applicationId);
  return deposit !== null && !balanceMayBeDue({ deposit: { amountCents: deposit.amountCents, refundedCents: deposit.reservedCents } });
}

/** Refuses the balance's checkout or confirmation once the deposit is emptied (or being emptied). */
export async function refuseBalanceAfterDepositRefund(tx: DbOrTx, applicationId: string): Promise<void> {
  if (await depositEmptied(tx, applicationId)) throw new AppError('deposit_refunded');
}

async function lockApplication(tx: DbOrTx, applicationId: string) {
  const [app] = await tx.select({ balanceStatus: applications.balanceStatus, balanceCents: applications.balanceCents }).from(applications).where(eq(applications.id, applicationId)).limit(1).for('update');
  return app ?? null;
}

/**
 * Called while reserving a refund, after the invoice's lock: locks the application and refuses the
 * refund that would empty the deposit while the final invoice stands. The deposit counts every
 * refund, pending ones too (two halves at once are one full refund); the final invoice only its
 * recorded ones — it stands until its own refund is done, so a final refund that then fails never
 * leaves a paid balance without the deposit.
 */
export async function refuseRefundAgainstRule(tx: DbOrTx, invoice: { kind: string; applicationId: string }, amountCents: number): Promise<void> {
  const app = await lockApplication(tx, invoice.applicationId);
  const { deposit, final } = await invoiceTotals(tx, invoice.applicationId);
  if (!app || !deposit || (invoice.kind !== 'acompte' && invoice.kind !== 'solde')) return;
  const outcome = refundOutcome(
    {
      deposit: { amountCents: deposit.amountCents, refundedCents: deposit.reservedCents },
      final: final && { amountCents: final.amountCents, refundedCents: final.creditedCents },
      balanceRequested: app.balanceStatus === 'demande',
    },
    invoice.kind,
    amountCents,
  );
  if (outcome.refusal) {
    throw new AppError('final_invoice_stands', { details: { final_invoice: final!.number, final_remaining_cents: final!.amountCents - final!.creditedCents } });
  }
}

/** What recording a refund did to the balance and to access, for the credit note's email and the role. */
export interface RecordedOutcome extends RefundOutcome {
  /** The balance still requested after this refund (a partial refund of the deposit leaves it due), in cents. */
  balanceStillDueCents: number | null;
}

/**
 * Called while recording a refund, inside its transaction: locks the application, applies the rule
 * to the recorded refunds (this one not yet counted) and cancels a requested balance when this
 * refund empties the deposit. A refund made in Stripe's dashboard cannot be refused: when the rule
 * would have refused it, access simply holds while the final invoice stands (the caller logs it).
 */
export async function applyRefundToBalance(tx: DbOrTx, invoice: { kind: string; applicationId: string }, refund: { id: string; amountCents: number }, now: Date): Promise<RecordedOutcome> {
  const app = await lockApplication(tx, invoice.applicationId);
  const { deposit, final } = await invoiceTotals(tx, invoice.applicationId, refund.id);
  if (!app || !deposit || (invoice.kind !== 'acompte' && invoice.kind !== 'solde')) {
    return { refusal: null, endsAccess: false, cancelsBalance: false, balanceStillDueCents: null };
  }
  const outcome = refundOutcome(
    {
      deposit: { amountCents: deposit.amountCents, refundedCents: deposit.creditedCents },
      final: final && { amountCents: final.amountCents, refundedCents: final.creditedCents },
      balanceRequested: app.balanceStatus === 'demande',
    },
    invoice.kind,
    refund.amountCents,
  );
  if (outcome.cancelsBalance) {
    // Back to "not requested" (the CHECK wants no amount then); balance_requested_at/_by stay, so
    // the timeline still shows the request, followed by the credit note that cancelled it.
    await tx
      .update(applications)
      .set({ balanceStatus: null, balanceCents: null, updatedAt: now })
      .where(and(eq(applications.id, invoice.applicationId), eq(applications.balanceStatus, 'demande')));
  }
  const stillDue = !outcome.cancelsBalance && app.balanceStatus === 'demande' ? app.balanceCents : null;
  return { ...outcome, balanceStillDueCents: stillDue };
}
