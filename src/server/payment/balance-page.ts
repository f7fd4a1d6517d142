/**
 * What /mes-factures needs about the balance (decision 024): the caller's balance waiting for
 * payment, and the confirmation on the way back from Stripe (the webhook may not have come yet),
 * like the welcome page does for the deposit. Someone else's application is treated as absent.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../platform/db/client.ts';
import { applications } from '../../../db/schema.ts';
import { AppError } from '../platform/http/errors.ts';
import { logger } from '../platform/log.ts';
import { confirmBalance } from './confirm-balance.ts';

/** The caller's application whose balance was requested and is not paid yet, or null. */
export async function balanceDue(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.balanceStatus, 'demande')))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row && row.balanceCents !== null ? { id: row.id, formula: row.formula, balanceCents: row.balanceCents, vatRegime: row.vatRegime } : null;
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
