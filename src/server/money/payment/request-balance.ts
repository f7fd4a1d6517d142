/**
 * POST /api/candidatures/{id}/balance (staff, decision 024): asks the member for the rest of the
 * formula's price once the deposit is paid. Records the amount (price minus the deposit invoice)
 * and queues the email in one transaction; the payment itself is opened by the member, from the
 * email's link or /mes-factures, through the provider adapter (POST /api/payment/checkout with
 * `purpose: "solde"`), so a Stripe session never expires in an inbox.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { applications, invoices, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { balanceMail } from './balance-mail.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { depositEmptied } from './deposit-refund-rule.ts';
import { asLang } from '#i18n/lang.ts';
import { env } from '#src/env.ts';
import { addDays, today } from '#server/platform/dates.ts';
import { serviceWaits, withdrawalPeriodEndsOn } from '../withdrawal/withdrawal-rules.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function requestBalance(db: Database, input: { candidatureId: string; staffId: string }, options: { kick?: boolean; now?: Date } = {}) {
  if (!UUID.test(input.candidatureId)) throw new AppError('candidature_not_found');
  const now = options.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const [app] = await tx.select().from(applications).where(eq(applications.id, input.candidatureId)).limit(1).for('update');
    if (!app) throw new AppError('candidature_not_found');
    const refuse = (reason: string, more: Record<string, unknown> = {}) => new AppError('balance_not_requestable', { details: { reason, ...more } });
    if (app.paymentStatus !== 'paye') throw refuse('deposit_unpaid');
    if (app.withdrawnAt) throw refuse('withdrawn');
    // A consumer who did not ask to start early is asked for nothing while the withdrawal period
    // runs (decision 058, C. consom. L221-25): the service has not begun.
    const { APP_TIMEZONE, BALANCE_DUE_DAYS } = env();
    const day = today(APP_TIMEZONE, now);
    const periodEnds = withdrawalPeriodEndsOn(app.createdAt, APP_TIMEZONE);
    if (serviceWaits(app) && day <= periodEnds) throw refuse('withdrawal_period_running', { withdrawal_period_ends_on: periodEnds, requestable_from: addDays(periodEnds, 1) });
    if (app.balanceStatus !== null) throw refuse(app.balanceStatus === 'paye' ? 'balance_paid' : 'balance_requested');
    const [deposit] = await tx.select().from(invoices).where(and(eq(invoices.applicationId, app.id), eq(invoices.kind, 'acompte'))).limit(1);
    if (!deposit) throw new Error(`paid application ${app.id} has no deposit invoice`);
    // An emptied deposit leaves no balance to ask (decision 057); a partial refund (a goodwill
    // gesture) does not: the balance stays the price minus the deposit invoice, the credit note
    // stands apart. Pending refunds count: the one recording later would cancel it anyway.
    if (await depositEmptied(tx, app.id)) throw refuse('deposit_refunded');
    const [payer] = await tx.select().from(users).where(eq(users.id, app.userId)).limit(1);
    // An erased member (decision 026) is asked for nothing: there is nobody left to pay.
    if (!payer || payer.deletedAt) throw refuse('account_deleted');
    const balanceCents = app.formulaPriceCents - deposit.amountInclTaxCents;
    if (balanceCents <= 0) throw refuse('nothing_left');
    const dueOn = addDays(day, BALANCE_DUE_DAYS);
    await tx
      .update(applications)
      .set({ balanceStatus: 'demande', balanceCents, balanceRequestedAt: now, balanceRequestedBy: input.staffId, balanceDueOn: dueOn, updatedAt: now })
      .where(eq(applications.id, app.id));
    const to = payer.email;
    const mailId = await enqueueMail(tx, balanceMail, {
      dedupeKey: `balance_request:${app.id}`,
      to,
      payload: { candidature_id: app.id, lang: asLang(payer.lang), first_name: payer.firstName },
    });
    return { mailId, answer: { candidature_id: app.id, balance_status: 'demande' as const, balance_cents: balanceCents, requested_at: now, due_on: dueOn, sent_to: to } };
  });
  if (outcome.mailId && options.kick !== false) void kickOutbox([outcome.mailId]);
  return outcome.answer;
}
