/**
 * One money rule (decision 035): a deposit with a refund has no balance to pay. Decision 024
 * checked it only when the balance was requested; a refund made after the request left a balance
 * the member could still pay. So the rule is held wherever money moves:
 * - recording a refund of a deposit cancels a requested, unpaid balance, under the application's
 *   row lock — the lock the balance request and the balance confirmation take;
 * - the balance's request, checkout and confirmation (page, return page and Stripe's webhook all
 *   go through confirmBalance) refuse while the deposit has any refund, pending ones included.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { applications, invoices, refunds } from '../../../db/schema.ts';
import { AppError } from '../platform/http/errors.ts';

/** True when the application's deposit invoice has a refund, succeeded or still pending. */
export async function depositHasRefund(tx: DbOrTx, applicationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
    .where(and(eq(invoices.applicationId, applicationId), eq(invoices.kind, 'acompte')));
  return Number(row?.n ?? 0) > 0;
}

/** Refuses the balance's checkout or confirmation once the deposit was (or is being) refunded. */
export async function refuseBalanceAfterDepositRefund(tx: DbOrTx, applicationId: string): Promise<void> {
  if (await depositHasRefund(tx, applicationId)) throw new AppError('deposit_refunded');
}

/**
 * Called while recording a refund, inside its transaction: when the refunded invoice is a
 * deposit, locks its application (`FOR UPDATE`, as the balance's request and confirmation do) and
 * cancels a balance that was requested and not paid. A balance already paid stays paid: staff
 * refund the final invoice too if they mean to (decision 024). Returns whether one was cancelled.
 */
export async function cancelBalanceOnDepositRefund(tx: DbOrTx, invoice: { kind: string; applicationId: string }, now: Date): Promise<boolean> {
  if (invoice.kind !== 'acompte') return false;
  const [app] = await tx.select({ balanceStatus: applications.balanceStatus }).from(applications).where(eq(applications.id, invoice.applicationId)).limit(1).for('update');
  if (app?.balanceStatus !== 'demande') return false;
  // Back to "not requested" (the CHECK wants no amount then); balance_requested_at/_by stay, so
  // the timeline still shows the request, followed by the credit note that cancelled it.
  await tx
    .update(applications)
    .set({ balanceStatus: null, balanceCents: null, updatedAt: now })
    .where(and(eq(applications.id, invoice.applicationId), eq(applications.balanceStatus, 'demande')));
  return true;
}
