/**
 * POST /api/payment/confirm and the Stripe webhook (decision 009): marks an application paid,
 * gives the formula's role (the day after the withdrawal period for a consumer who chose to wait:
 * decision 058), issues the invoice and queues its email — all in one transaction.
 *
 * - The provider is asked first, outside the transaction (no lock held during a network call).
 * - The transaction locks the application row: confirmations racing each other (the page and the
 *   webhook, or a double click) run one after the other; the first pays, the others find it paid.
 * - Paid already with the same reference → the same invoice, nothing sent again. With another
 *   reference → 409 `payment_reference_mismatch` (never a silent success).
 * - The invoice number is taken inside the transaction, last (src/server/money/invoices/invoice-number.ts),
 *   so a failure anywhere rolls everything back, the number included.
 * - The email is an outbox row of the same transaction: sent after the commit, never lost.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/platform/db/client.ts';
import { applications, invoices, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';
import { FORMULA_ROLE, isFormula } from '../formulas/formulas.ts';
import { issueDepositInvoice } from '../invoices/issue-invoice.ts';
import { invoicePdfPath, type InvoiceRow } from '../invoices/serialize-invoice.ts';
import { enqueueInvoiceMail } from '../invoices/invoice-mail.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import type { ApplicationRow } from '../applications/serialize-application.ts';
import { paymentProvider, type PaymentProvider } from './provider.ts';
import { applyRefundsMadeBeforeRecording } from './refunds-made-before-recording.ts';
import { recordPaymentFee } from './record-stripe-books.ts';
import { asLang } from '#i18n/lang.ts';
import { env } from '#src/env.ts';
import { addDays, today } from '#server/platform/dates.ts';
import { serviceWaits, withdrawalPeriodEndsOn } from '../withdrawal/withdrawal-rules.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { confirmedResponse } from './payment-responses.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ConfirmInput {
  candidatureId: string;
  reference: string;
  /** The signed-in payer; null when Stripe's signed webhook confirms. */
  userId: string | null;
}

export interface ConfirmOptions {
  provider?: PaymentProvider;
  now?: Date;
  /** Test hook, see issueDepositInvoice. */
  afterNumberTaken?: (number: string) => Promise<void> | void;
  /** False in tests that drive the outbox themselves. */
  kick?: boolean;
}

export interface ConfirmResult {
  candidature_id: string;
  payment_status: 'paye';
  formula: string;
  role: string | null;
  paid_at: Date;
  amount_cents: number;
  invoice_number: string;
  invoice_email: string;
  invoice_url: string;
  /** The day the formula's role is given to a consumer who chose to wait (decision 058); null: given now. */
  access_starts_on: string | null;
  /** False when this call found the application already paid (nothing was sent again). */
  newly_paid: boolean;
}

type Outcome = ConfirmResult & { mailId?: string | null };

async function findApplication(db: DbOrTx, id: string, lock = false): Promise<ApplicationRow | null> {
  const query = db.select().from(applications).where(eq(applications.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The answer for an application found paid: same reference → same invoice; another → 409. */
async function alreadyPaid(db: DbOrTx, app: ApplicationRow, reference: string, providerName: string): Promise<ConfirmResult> {
  if (app.paymentReference !== reference || app.paymentProvider !== providerName) {
    throw new AppError('payment_reference_mismatch');
  }
  const [row] = await db
    .select({ invoice: invoices, role: users.role })
    .from(invoices)
    .innerJoin(users, eq(users.id, app.userId))
    .where(and(eq(invoices.applicationId, app.id), eq(invoices.kind, 'acompte')))
    .limit(1);
  if (!row) throw new Error(`paid application ${app.id} has no invoice`);
  return result(app, row.invoice, row.role, false, app.accessDeferredUntil);
}

function result(app: ApplicationRow, invoice: InvoiceRow, role: string | null, newlyPaid: boolean, accessStartsOn: string | null): ConfirmResult {
  return {
    candidature_id: app.id,
    payment_status: 'paye' as const,
    formula: app.formula,
    role,
    paid_at: invoice.issuedAt,
    amount_cents: invoice.amountInclTaxCents,
    invoice_number: invoice.number,
    invoice_email: String((invoice.buyer as { email?: unknown }).email ?? ''),
    invoice_url: invoicePdfPath(invoice.number),
    access_starts_on: accessStartsOn,
    newly_paid: newlyPaid,
  } satisfies ResponseOf<typeof confirmedResponse> & { newly_paid: boolean };
}

/** Staff roles and a higher formula are kept; anything else becomes the paid formula's role. */
export function roleAfterPayment(formula: string) {
  const target = isFormula(formula) ? FORMULA_ROLE[formula] : 'client_essentiel';
  return sql`case when ${users.role} in ('admin', 'responsable', 'client_premium') then ${users.role} else ${target} end`;
}

/** Name of the violated constraint (postgres.js: constraint_name, PGlite: constraint; drizzle wraps both in `cause`). */
function constraintOf(error: unknown): string {
  type PgError = { constraint_name?: string; constraint?: string; cause?: PgError };
  const e = error as PgError | null;
  return e?.constraint_name ?? e?.constraint ?? e?.cause?.constraint_name ?? e?.cause?.constraint ?? '';
}

export async function confirmPayment(db: Database, input: ConfirmInput, options: ConfirmOptions = {}): Promise<ConfirmResult> {
  if (!UUID.test(input.candidatureId)) throw new AppError('candidature_not_found');
  const app = await findApplication(db, input.candidatureId);
  // Someone else's application is answered exactly like one that does not exist.
  if (!app || (input.userId !== null && app.userId !== input.userId)) throw new AppError('candidature_not_found');
  const provider = options.provider ?? paymentProvider();
  if (app.paymentStatus === 'paye') return alreadyPaid(db, app, input.reference, provider.name);
  // Refused or withdrawn (decision 025): no longer payable, checked again under the lock below.
  if (app.status !== 'validee') throw new AppError('application_closed', { details: { status: app.status } });

  const paid = await provider.isPaid(input.reference, { applicationId: app.id, amountCents: app.depositCents, currency: 'eur', purpose: 'acompte' });
  if (!paid) throw new AppError('payment_not_completed');

  const paidAt = options.now ?? new Date();
  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const locked = (await findApplication(tx, app.id, true))!;
      if (locked.paymentStatus === 'paye') return alreadyPaid(tx, locked, input.reference, provider.name);
      if (locked.status !== 'validee') throw new AppError('application_closed', { details: { status: locked.status } });
      const [payer] = await tx.select().from(users).where(eq(users.id, locked.userId)).limit(1);
      if (!payer) throw new AppError('candidature_not_found');

      // Everything else first: the invoice number is taken last, so the year's counter row is
      // locked only for the invoice insert and the commit (payments of a year wait on it).
      const invoiceId = randomUUID();
      // A consumer who chose to wait gets the formula's role the day after the withdrawal period
      // (decision 058, C. consom. L221-25): the grant job or their next visit gives it then.
      const tz = env().APP_TIMEZONE;
      const periodEnds = withdrawalPeriodEndsOn(locked.createdAt, tz);
      const deferredUntil = serviceWaits(locked) && today(tz, paidAt) <= periodEnds ? addDays(periodEnds, 1) : null;
      await tx
        .update(applications)
        .set({ paymentStatus: 'paye', paymentProvider: provider.name, paymentReference: input.reference, paidAt, accessDeferredUntil: deferredUntil, updatedAt: paidAt })
        .where(and(eq(applications.id, locked.id), eq(applications.paymentStatus, 'en_attente')));
      const [updated] = deferredUntil
        ? [{ role: payer.role }]
        : await tx
            .update(users)
            .set({ role: roleAfterPayment(locked.formula), updatedAt: paidAt })
            .where(eq(users.id, payer.id))
            .returning({ role: users.role });
      const mailId = await enqueueInvoiceMail(tx, invoiceId, payer);
      const invoice = await issueDepositInvoice(tx, {
        id: invoiceId,
        application: locked,
        payer,
        provider,
        reference: input.reference,
        paidAt,
        lang: asLang(payer.lang),
        afterNumberTaken: options.afterNumberTaken,
      });
      return { ...result(locked, invoice, updated?.role ?? null, true, deferredUntil), mailId };
    });
  } catch (error) {
    // The same sandbox reference already paid another application.
    if (isUniqueViolation(error) && constraintOf(error).includes('payment_reference')) {
      throw new AppError('conflict', { details: { reason: 'payment_reference_used' } });
    }
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
