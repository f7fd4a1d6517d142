/**
 * The welcome page after payment: the payer's application (by id, or their latest paid one),
 * confirmed on the way when Stripe sends them back with its session id (the webhook may not have
 * arrived yet). Someone else's id is treated as absent.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { applications, invoices } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { logger } from '#server/platform/log.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { confirmPayment } from '../payment/confirm-payment.ts';
import { regimeOf, type VatRegime } from '../einvoice/vat-regime.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WelcomeState =
  | { kind: 'paid'; formula: string; amountCents: number; vatRegime: VatRegime; invoiceNumber: string; invoiceEmail: string; role: string | null }
  | { kind: 'processing' | 'failed' | 'unpaid' | 'none' };

export async function welcomeState(db: Database, user: SessionUser, candidatureId: string | null, sessionId: string | null): Promise<WelcomeState> {
  const mine = (where: ReturnType<typeof eq>) =>
    db
      .select({ application: applications, invoice: invoices })
      .from(applications)
      .leftJoin(invoices, and(eq(invoices.applicationId, applications.id), eq(invoices.kind, 'acompte')))
      .where(and(eq(applications.userId, user.id), where))
      .orderBy(desc(applications.createdAt))
      .limit(1);
  const [row] = candidatureId && UUID.test(candidatureId) ? await mine(eq(applications.id, candidatureId)) : await mine(eq(applications.paymentStatus, 'paye'));
  if (!row) return { kind: 'none' };
  const paid = (invoice: typeof invoices.$inferSelect, role: string | null): WelcomeState => ({
    kind: 'paid',
    formula: row.application.formula,
    amountCents: invoice.amountInclTaxCents,
    vatRegime: regimeOf(invoice),
    invoiceNumber: invoice.number,
    invoiceEmail: String((invoice.buyer as { email?: unknown }).email ?? user.email),
    role,
  });
  if (row.invoice) return paid(row.invoice, user.role);
  if (!sessionId) return { kind: 'unpaid' };
  try {
    const result = await confirmPayment(db, { candidatureId: row.application.id, reference: sessionId.slice(0, 255), userId: user.id });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.number, result.invoice_number)).limit(1);
    return paid(invoice!, result.role);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'payment_not_completed' || error.code === 'payment_provider_unavailable') return { kind: 'processing' };
    logger.warn(`welcome page: payment of ${row.application.id} not confirmed (${error.code})`);
    return { kind: 'failed' };
  }
}
