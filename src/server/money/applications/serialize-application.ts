import type { applications } from '#db/schema.ts';
import { DEPOSIT_PERCENT } from './deposit.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { applicationResponse } from './application-responses.ts';
import type { ViesStatus } from '../einvoice/check-vat-with-vies.ts';
import { env } from '#src/env.ts';
import { isConsumer, withdrawalPeriodEndsOn } from '../withdrawal/withdrawal-rules.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/** An application as the API shows it (to its owner and to staff). */
export function serializeApplication(row: ApplicationRow, invoiceNumber: string | null = null) {
  return {
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    brand: row.brand,
    trade: row.trade,
    photos: row.photos,
    links: row.links,
    priority_need: row.priorityNeed,
    monthly_revenue: row.monthlyRevenue,
    objective: row.objective,
    already_tried: row.alreadyTried,
    formula: row.formula,
    formula_price_cents: row.formulaPriceCents,
    deposit_percent: DEPOSIT_PERCENT,
    deposit_cents: row.depositCents,
    currency: 'EUR',
    status: row.status,
    payment_status: row.paymentStatus,
    payment_provider: row.paymentProvider,
    payment_reference: row.paymentReference,
    paid_at: row.paidAt,
    invoice_number: invoiceNumber,
    balance_status: row.balanceStatus,
    balance_cents: row.balanceCents,
    balance_requested_at: row.balanceRequestedAt,
    balance_paid_at: row.balancePaidAt,
    lang: row.lang,
    source: row.source,
    billing_address: row.billingAddress ?? null,
    // create-application.ts stores siren and vat_number (null when not given); the regime is one of these
    buyer_business: (row.buyerBusiness ?? null) as ResponseOf<typeof applicationResponse>['buyer_business'],
    vat_regime: row.vatRegime as ResponseOf<typeof applicationResponse>['vat_regime'],
    // create-application.ts stores one of the three statuses with its time (decision 049)
    vies_check:
      row.viesStatus && row.viesCheckedAt
        ? { status: row.viesStatus as ViesStatus, checked_at: row.viesCheckedAt, request_id: row.viesRequestId, name: row.viesName, address: row.viesAddress }
        : null,
    cgv_version: row.cgvVersion,
    cgv_accepted_at: row.cgvAcceptedAt,
    balance_due_on: row.balanceDueOn,
    withdrawal: serializeWithdrawal(row),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  } satisfies ResponseOf<typeof applicationResponse>;
}

/** The consumer's withdrawal right as the API shows it (decision 058); null for a business buyer. */
export function serializeWithdrawal(row: ApplicationRow) {
  if (!isConsumer(row)) return null;
  return {
    text_version: row.withdrawalTextVersion,
    early_start_requested_at: row.earlyStartRequestedAt,
    waiver_acknowledged_at: row.withdrawalWaiverAt,
    period_ends_on: withdrawalPeriodEndsOn(row.createdAt, env().APP_TIMEZONE),
    access_starts_on: row.accessDeferredUntil,
    withdrawn_at: row.withdrawnAt,
    channel: row.withdrawalChannel as 'account' | 'form' | null,
    received_on: row.withdrawalReceivedOn,
    owed_cents: row.withdrawalOwedCents,
    refund_cents: row.withdrawalRefundCents,
  };
}

export type SerializedApplication = ReturnType<typeof serializeApplication>;
