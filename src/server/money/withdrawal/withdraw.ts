/**
 * POST /api/candidatures/{id}/withdrawal (decision 058): a consumer withdraws from the contract
 * (C. consom. L221-18 to L221-25), from their account (channel `account`, dated today) or by the
 * model form or any other statement that staff record (channel `form`, dated `received_on`).
 *
 * 1. Under the application's row lock (the lock of the refunds and the balance, decision 057):
 *    the rule (withdrawal-rules.ts) says whether it may be made; what is owed for the days
 *    provided and what is refunded are computed and recorded with who, how and when; a requested
 *    balance is cancelled, the formula's role ends (staff roles are kept), a deferred access is
 *    dropped, an unpaid application is closed (`retiree`); the acknowledgement e-mail (L221-21)
 *    is queued in the same transaction.
 * 2. The refund is issued at once through the app's refunds (refund-invoice.ts: the provider, then
 *    the credit note), the final invoice first, then the deposit, so the access rule never sees an
 *    emptied deposit while a paid final invoice stands. Each has its own idempotency key
 *    (`withdrawal-<id>-<kind>`): a provider failure leaves the withdrawal recorded and the same
 *    call again (own or staff) issues what is left, never twice.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/platform/db/client.ts';
import { applications, invoices, refunds, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';
import { isValidYmd, today } from '#server/platform/dates.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import { FORMULA_ROLE, formulaMonths, isFormula } from '../formulas/formulas.ts';
import { servicePeriod } from '../formulas/service-period.ts';
import { invoiceTotals } from '../payment/deposit-refund-rule.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import { refundInvoice } from '../refunds/refund-invoice.ts';
import { isStaff } from '#server/identity/require-staff.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { serializeWithdrawal, type ApplicationRow } from '../applications/serialize-application.ts';
import { serviceStartsOn, withdrawalClosedReason, withdrawalPeriodEndsOn, withdrawalRefund } from './withdrawal-rules.ts';
import { withdrawalMail } from './withdrawal-mail.ts';
import { WITHDRAWAL_REFUND_REASON, withdrawalInputTexts } from '#i18n/withdrawal-texts.ts';
import { asLang, type Lang } from '#i18n/lang.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface WithdrawCommand {
  candidatureId: string;
  actor: Pick<SessionUser, 'id' | 'role'>;
  /** Staff only: the day the consumer sent the form or statement. */
  receivedOn?: string;
}

export interface WithdrawOptions {
  provider?: PaymentProvider;
  now?: Date;
  kick?: boolean;
}

const refundKey = (applicationId: string, kind: string) => `withdrawal-${applicationId}-${kind}`;

function badDay(message: 'receivedOn' | 'receivedOnStaffOnly') {
  return new AppError('rule_failed', { localizedDetails: (l: Lang) => ({ formErrors: [], fieldErrors: { received_on: [withdrawalInputTexts[l][message]] } }) });
}

/** The service's last day, once paid: from its start (the payment, or the day after the period) for the formula's months. */
function serviceEnd(app: ApplicationRow, tz: string): string | null {
  if (!app.paidAt || !isFormula(app.formula)) return null;
  const start = serviceStartsOn(app, today(tz, app.paidAt), tz);
  return servicePeriod(start, formulaMonths(app.formula)).end;
}

/** What was paid on the application and not given back yet (pending refunds count as given). */
async function paidNotRefunded(tx: DbOrTx, applicationId: string): Promise<number> {
  const { deposit, final } = await invoiceTotals(tx, applicationId);
  const left = (i: { amountCents: number; reservedCents: number } | null) => (i ? Math.max(0, i.amountCents - i.reservedCents) : 0);
  return left(deposit) + left(final);
}

/** What the withdrawal's refunds already gave back (succeeded ones). */
async function refundedByWithdrawal(db: DbOrTx, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0)::int` })
    .from(refunds)
    .where(like(refunds.idempotencyKey, `withdrawal-${applicationId}-%`));
  return Number(row?.n ?? 0);
}

export async function withdraw(db: Database, command: WithdrawCommand, options: WithdrawOptions = {}) {
  if (!UUID.test(command.candidatureId)) throw new AppError('candidature_not_found');
  const staff = isStaff(command.actor.role);
  const now = options.now ?? new Date();
  const tz = env().APP_TIMEZONE;
  const todayDay = today(tz, now);
  if (!staff && command.receivedOn !== undefined) throw badDay('receivedOnStaffOnly');
  if (staff && (command.receivedOn === undefined || !isValidYmd(command.receivedOn) || command.receivedOn > todayDay)) throw badDay('receivedOn');
  const day = staff ? command.receivedOn! : todayDay;

  const recorded = await db.transaction(async (tx) => {
    const [app] = await tx.select().from(applications).where(eq(applications.id, command.candidatureId)).limit(1).for('update');
    // Someone else's application is answered like one that does not exist.
    if (!app || (!staff && app.userId !== command.actor.id)) throw new AppError('candidature_not_found');
    const reason = withdrawalClosedReason(app, day, tz, serviceEnd(app, tz));
    if (reason === 'already_withdrawn' && app.withdrawalRefundCents !== null && (await refundedByWithdrawal(tx, app.id)) < app.withdrawalRefundCents) {
      return { app, mailId: null, resumed: true };
    }
    if (reason) throw new AppError('withdrawal_closed', { details: { reason, withdrawal_period_ends_on: withdrawalPeriodEndsOn(app.createdAt, tz) } });
    const paidCents = await paidNotRefunded(tx, app.id);
    const paidOn = app.paidAt ? today(tz, app.paidAt) : day;
    const computed = withdrawalRefund({
      paidCents,
      priceCents: app.formulaPriceCents,
      earlyStart: app.earlyStartRequestedAt !== null,
      serviceStart: serviceStartsOn(app, paidOn, tz),
      months: isFormula(app.formula) ? formulaMonths(app.formula) : 12,
      withdrawalDay: day,
    });
    const [updated] = await tx
      .update(applications)
      .set({
        withdrawnAt: now,
        withdrawalChannel: staff ? 'form' : 'account',
        withdrawalReceivedOn: day,
        withdrawalRecordedBy: command.actor.id,
        withdrawalOwedCents: computed.owedCents,
        withdrawalRefundCents: computed.refundCents,
        accessDeferredUntil: null,
        // A requested balance is no longer due; an unpaid application is no longer payable.
        ...(app.balanceStatus === 'demande' ? { balanceStatus: null, balanceCents: null } : {}),
        ...(app.paymentStatus !== 'paye' ? { status: 'retiree' } : {}),
        updatedAt: now,
      })
      .where(eq(applications.id, app.id))
      .returning();
    const [member] = await tx.select().from(users).where(eq(users.id, app.userId)).limit(1);
    const formulaRole = isFormula(app.formula) ? FORMULA_ROLE[app.formula] : null;
    if (member && formulaRole) {
      // The role history (decision 025) names who recorded it: the member, or the staff member.
      await tx.execute(sql`select set_config('atelier.actor_id', ${command.actor.id}, true),
        set_config('atelier.actor_name', coalesce((select coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) from users where id = ${command.actor.id}), ''), true)`);
      await tx.update(users).set({ role: null, updatedAt: now }).where(and(eq(users.id, member.id), eq(users.role, formulaRole)));
    }
    const mailId =
      member && !member.deletedAt
        ? await enqueueMail(tx, withdrawalMail, { dedupeKey: `withdrawal:${app.id}`, to: member.email, payload: { candidature_id: app.id, lang: asLang(member.lang), first_name: member.firstName } })
        : null;
    return { app: updated!, mailId, resumed: false };
  });
  if (recorded.mailId && options.kick !== false) void kickOutbox([recorded.mailId]);
  const creditNotes = await issueWithdrawalRefunds(db, recorded.app, command.actor.id, options);
  const [fresh] = await db.select().from(applications).where(eq(applications.id, recorded.app.id)).limit(1);
  return { candidature_id: fresh!.id, withdrawal: serializeWithdrawal(fresh!)!, credit_notes: creditNotes, refunded_cents: await refundedByWithdrawal(db, fresh!.id) };
}

/** The refund of a recorded withdrawal: the final invoice first, then the deposit, each once (its key). */
async function issueWithdrawalRefunds(db: Database, app: ApplicationRow, actorId: string, options: WithdrawOptions): Promise<string[]> {
  let left = (app.withdrawalRefundCents ?? 0) - (await refundedByWithdrawal(db, app.id));
  const numbers: string[] = [];
  for (const kind of ['solde', 'acompte'] as const) {
    if (left <= 0) break;
    const [invoice] = await db.select().from(invoices).where(and(eq(invoices.applicationId, app.id), eq(invoices.kind, kind))).limit(1);
    if (!invoice) continue;
    const key = refundKey(app.id, kind);
    const [done] = await db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.idempotencyKey, key), eq(refunds.status, 'succeeded'))).limit(1);
    if (done) continue;
    const [reserved] = await db.select({ n: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` }).from(refunds).where(eq(refunds.invoiceId, invoice.id));
    const amount = Math.min(left, invoice.amountInclTaxCents - Number(reserved?.n ?? 0));
    if (amount <= 0) continue;
    const { body } = await refundInvoice(
      db,
      { invoiceNumber: invoice.number, staffId: actorId, idempotencyKey: key, amountCents: amount, reason: WITHDRAWAL_REFUND_REASON },
      { provider: options.provider, now: options.now, kick: options.kick },
    );
    numbers.push(body.credit_note.number);
    left -= amount;
  }
  return numbers;
}
