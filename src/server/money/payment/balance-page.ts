/**
 * What /mes-factures needs about the balance (decision 024): the caller's balance waiting for
 * payment, and the confirmation on the way back from Stripe (the webhook may not have come yet),
 * like the welcome page does for the deposit. Someone else's application is treated as absent.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/platform/db/client.ts';
import { applications, creditNotes, invoices } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { logger } from '#server/platform/log.ts';
import { confirmBalance } from './confirm-balance.ts';

/** The caller's application whose balance was requested and is not paid yet, or null. */
export async function balanceDue(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.balanceStatus, 'demande')))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row && row.balanceCents !== null ? { id: row.id, formula: row.formula, balanceCents: row.balanceCents, vatRegime: row.vatRegime, dueOn: row.balanceDueOn } : null;
}

/**
 * What refunds of the deposit did to the balance requested on the caller's latest application (decision 057), in the
 * rule's words: `void` when the deposit was refunded in full (the balance is cancelled; the credit
 * note that emptied it), `kept` when it was refunded in part while the balance is still due (the
 * credit notes, which leave it due). Null when neither applies.
 */
export async function balanceAfterDepositRefunds(db: DbOrTx, userId: string) {
  // The caller's latest application only: a later one without a balance request says nothing.
  const [app] = await db.select().from(applications).where(eq(applications.userId, userId)).orderBy(desc(applications.createdAt)).limit(1);
  if (!app || app.balanceRequestedAt === null) return null;
  const notes = await db
    .select({ number: creditNotes.number, amountCents: creditNotes.amountInclTaxCents, depositCents: invoices.amountInclTaxCents })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.applicationId, app.id), eq(invoices.kind, 'acompte')))
    .orderBy(asc(creditNotes.seq));
  if (notes.length === 0) return null;
  const credited = notes.reduce((sum, n) => sum + n.amountCents, 0);
  if (app.balanceStatus === null && credited >= notes[0]!.depositCents) return { kind: 'void' as const, creditNote: notes.at(-1)!.number };
  if (app.balanceStatus === 'demande') return { kind: 'kept' as const, notes: notes.map((n) => ({ number: n.number, amountCents: n.amountCents })) };
  return null;
}

/** `paid`, `processing` (not confirmed yet, or the provider did not answer) or `none`. */
export async function confirmBalanceOnReturn(db: Database, userId: string, candidatureId: string, sessionId: string): Promise<'paid' | 'processing' | 'none'> {
  try {
    await confirmBalance(db, { candidatureId, reference: sessionId.slice(0, 255), userId });
    return 'paid';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'payment_not_completed' || error.code === 'payment_provider_unavailable') return 'processing';
    logger.warn(`balance return page: ${error.code} for application ${candidatureId}`);
    return 'none';
  }
}

/** The application, when it is the caller's and its balance waits for payment (the sandbox page). */
export async function balanceToPay(db: DbOrTx, userId: string, candidatureId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(candidatureId)) return null;
  const [row] = await db.select().from(applications).where(eq(applications.id, candidatureId)).limit(1);
  if (!row || row.userId !== userId || row.balanceStatus !== 'demande' || row.balanceCents === null) return null;
  return { id: row.id, formula: row.formula, balanceCents: row.balanceCents, vatRegime: row.vatRegime };
}
