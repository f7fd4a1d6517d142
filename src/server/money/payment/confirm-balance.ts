/**
 * Confirms the balance payment (decision 024), from POST /api/payment/confirm with
 * `purpose: "solde"`, the Stripe return page or the signed webhook — the same shape as the
 * deposit's confirmPayment: the provider is asked first, outside any transaction; then one
 * transaction locks the application, re-checks the balance is still due, marks it paid, queues
 * the email and issues the final invoice (its number taken last). Racing confirmations serialize
 * on the row lock: the first pays, the others get the same final invoice (same reference) or
 * 409 `payment_reference_mismatch` (another one). A deposit refunded in full has no balance to pay:
 * 409 `deposit_refunded`, checked before the provider is asked and again under the lock, which a
 * refund's reservation takes too: a full deposit refund and this payment never both pass (057).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/platform/db/client.ts';
import { applications, invoices, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';
import { issueFinalInvoice } from '../invoices/issue-final-invoice.ts';
import { invoicePdfPath, type InvoiceRow } from '../invoices/serialize-invoice.ts';
import { enqueueInvoiceMail } from '../invoices/invoice-mail.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import type { ApplicationRow } from '../applications/serialize-application.ts';
import { paymentProvider, type PaymentProvider } from './provider.ts';
import { applyRefundsMadeBeforeRecording } from './refunds-made-before-recording.ts';
import { recordPaymentFee } from './record-stripe-books.ts';
import type { ConfirmInput } from './confirm-payment.ts';
import { refuseBalanceAfterDepositRefund } from './deposit-refund-rule.ts';
import { asLang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { confirmedResponse } from './payment-responses.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface BalanceResult {
  candidature_id: string;
  payment_status: 'paye';
  balance_status: 'paye';
  formula: string;
  paid_at: Date;
  amount_cents: number;
  invoice_number: string;
  invoice_email: string;
  invoice_url: string;
  newly_paid: boolean;
}

async function findApplication(db: DbOrTx, id: string, lock = false): Promise<ApplicationRow | null> {
  const query = db.select().from(applications).where(eq(applications.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

function result(app: ApplicationRow, invoice: InvoiceRow, newlyPaid: boolean): BalanceResult {
  return {
    candidature_id: app.id,
    payment_status: 'paye' as const,
    balance_status: 'paye' as const,
    formula: app.formula,
    paid_at: invoice.issuedAt,
    amount_cents: invoice.amountInclTaxCents,
    invoice_number: invoice.number,
    invoice_email: invoice.buyer.email ?? '',
    invoice_url: invoicePdfPath(invoice.number),
    newly_paid: newlyPaid,
  } satisfies ResponseOf<typeof confirmedResponse> & { newly_paid: boolean };
}

async function invoiceOf(db: DbOrTx, applicationId: string, kind: 'acompte' | 'solde'): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.applicationId, applicationId), eq(invoices.kind, kind))).limit(1);
  return row ?? null;
}

async function alreadyPaid(db: DbOrTx, app: ApplicationRow, reference: string, providerName: string): Promise<BalanceResult> {
  if (app.balanceReference !== reference || app.balanceProvider !== providerName) throw new AppError('payment_reference_mismatch');
  const invoice = await invoiceOf(db, app.id, 'solde');
  if (!invoice) throw new Error(`balance of ${app.id} is paid but has no final invoice`);
  return result(app, invoice, false);
}

export async function confirmBalance(
  db: Database,
  input: ConfirmInput,
  options: { provider?: PaymentProvider; now?: Date; kick?: boolean } = {},
): Promise<BalanceResult> {
  if (!UUID.test(input.candidatureId)) throw new AppError('candidature_not_found');
  const app = await findApplication(db, input.candidatureId);
  if (!app || (input.userId !== null && app.userId !== input.userId)) throw new AppError('candidature_not_found');
  const provider = options.provider ?? paymentProvider();
  if (app.balanceStatus === 'paye') return alreadyPaid(db, app, input.reference, provider.name);
  await refuseBalanceAfterDepositRefund(db, app.id);
  if (app.balanceStatus !== 'demande' || app.balanceCents === null) throw new AppError('balance_not_due');
  const paid = await provider.isPaid(input.reference, { applicationId: app.id, amountCents: app.balanceCents, currency: 'eur', purpose: 'solde' });
  if (!paid) throw new AppError('payment_not_completed');
  const paidAt = options.now ?? new Date();
  let outcome: BalanceResult & { mailId?: string | null };
  try {
    outcome = await db.transaction(async (tx) => {
      const locked = (await findApplication(tx, app.id, true))!;
      if (locked.balanceStatus === 'paye') return alreadyPaid(tx, locked, input.reference, provider.name);
      // Again under the lock a refund's reservation and recording take (decisions 035 and 057).
      await refuseBalanceAfterDepositRefund(tx, locked.id);
      if (locked.balanceStatus !== 'demande') throw new AppError('balance_not_due');
      const [payer] = await tx.select().from(users).where(eq(users.id, locked.userId)).limit(1);
      if (!payer) throw new AppError('candidature_not_found');
      const deposit = await invoiceOf(tx, locked.id, 'acompte');
      if (!deposit) throw new Error(`application ${locked.id} has a balance but no deposit invoice`);
      const invoiceId = randomUUID();
      await tx
        .update(applications)
        .set({ balanceStatus: 'paye', balanceProvider: provider.name, balanceReference: input.reference, balancePaidAt: paidAt, updatedAt: paidAt })
        .where(and(eq(applications.id, locked.id), eq(applications.balanceStatus, 'demande')));
      const mailId = await enqueueInvoiceMail(tx, invoiceId, payer);
      const invoice = await issueFinalInvoice(tx, {
        id: invoiceId,
        application: locked,
        deposit,
        payer,
        provider,
        reference: input.reference,
        paidAt,
        lang: asLang(payer.lang),
      });
      return { ...result(locked, invoice, true), mailId };
    });
  } catch (error) {
    // The same reference already paid another balance (the sandbox accepts any reference).
    if (isUniqueViolation(error)) throw new AppError('conflict', { details: { reason: 'payment_reference_used' } });
    throw error;
  }
  const { mailId, ...answer } = outcome;
  if (mailId && options.kick !== false) void kickOutbox([mailId]);
  // Refunded at Stripe before this moment: its credit note now (decision 054).
  if (answer.newly_paid) await applyRefundsMadeBeforeRecording(db, provider, input.reference, { kick: options.kick });
  // Stripe's fee on it, for the books (decision 060).
  if (answer.newly_paid) await recordPaymentFee(db, provider, input.reference, answer.invoice_number);
  return answer;
}
