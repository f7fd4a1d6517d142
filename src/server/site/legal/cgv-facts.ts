/**
 * The money facts the CGV describe (decision 035), read from the code that applies them, so the
 * terms are built from what the product does. Only code goes in — no setting — so the fingerprint
 * is the same everywhere: prices, seller and mediator are settings, printed as they are.
 *
 * The CGV pin the fingerprint of these facts beside their version (CGV_EDITIONS in
 * src/i18n/legal-texts.ts); cgv-facts.test.ts fails when a fact changes and no new edition (a new
 * CGV_VERSION) was written for it.
 */
import { createHash } from 'node:crypto';
import { DEPOSIT_PERCENT } from '#server/money/applications/deposit.ts';
import { CAPPED_PARCOURS_ROLES, FORMULA_ROLE, FORMULAS } from '#server/money/formulas/formulas.ts';
import { B2B_PAYMENT_TERMS } from '#shared/payment-terms.ts';
import { VAT_REGIMES } from '#shared/buyer-price.ts';
import { PAYMENT_PURPOSES } from '#server/money/payment/payment-input.ts';
import { CREDIT_NOTE_NUMBER } from '#server/money/refunds/credit-note-number.ts';
import { statusOf } from '#server/platform/http/errors.ts';
import { refundOutcome, type ApplicationMoneyFacts } from '#server/money/payment/refund-outcome.ts';
import { isConsumer, serviceStartsOn, WITHDRAWAL_PERIOD_DAYS, withdrawalRefund } from '#server/money/withdrawal/withdrawal-rules.ts';

export type { CgvMoneyFacts } from '#shared/legal-facts.ts';
import type { CgvMoneyFacts } from '#shared/legal-facts.ts';

export function cgvMoneyFacts(): CgvMoneyFacts {
  return {
    formulas: [...FORMULAS],
    depositPercent: DEPOSIT_PERCENT,
    paidOnline: [...PAYMENT_PURPOSES],
    creditNoteNumber: CREDIT_NOTE_NUMBER.source,
    ...accessFacts(),
    // Decision 059: the B2B terms the invoices print, who pays which price, what each formula opens.
    paymentTerms: { ...B2B_PAYMENT_TERMS },
    vatRegimes: [...VAT_REGIMES],
    formulaRoles: { ...FORMULA_ROLE },
    cappedRoles: [...CAPPED_PARCOURS_ROLES],
    withdrawal: withdrawalFacts(),
  };
}

/** The access rule (decision 057) asked about a 100-cent deposit: what a partial and a full refund do. */
function accessFacts() {
  const requested: ApplicationMoneyFacts = { deposit: { amountCents: 100, refundedCents: 0 }, final: null, balanceRequested: true };
  const paid: ApplicationMoneyFacts = { ...requested, final: { amountCents: 900, refundedCents: 0 }, balanceRequested: false };
  const full = refundOutcome(requested, 'acompte', 100);
  const part = refundOutcome(requested, 'acompte', 1);
  return {
    fullDepositRefundCancelsBalance: statusOf('deposit_refunded') === 409 && full.cancelsBalance && full.endsAccess && !part.cancelsBalance && !part.endsAccess,
    paidBalanceHoldsAccess: statusOf('final_invoice_stands') === 409 && refundOutcome(paid, 'acompte', 100).refusal !== null,
  };
}

/** The withdrawal rule (decision 058) asked about one consumer: who has it, when the service starts, what is owed. */
function withdrawalFacts(): CgvMoneyFacts['withdrawal'] {
  const createdAt = new Date('2026-12-01T12:00:00Z');
  const waiting = { buyerBusiness: null, createdAt, earlyStartRequestedAt: null };
  const owed = (earlyStart: boolean) => withdrawalRefund({ paidCents: 1000, priceCents: 36_500, earlyStart, serviceStart: '2026-12-01', months: 12, withdrawalDay: '2026-12-05' }).owedCents;
  return {
    periodDays: WITHDRAWAL_PERIOD_DAYS,
    consumersOnly: isConsumer(waiting) && !isConsumer({ buyerBusiness: { name: 'X' } }),
    waitsWithoutEarlyStart: serviceStartsOn(waiting, '2026-12-01', 'Europe/Paris') > '2026-12-14',
    proportionalWhenEarlyStart: owed(true) === 400 && owed(false) === 0,
  };
}

/** The first 16 hex digits of the SHA-256 of the facts as JSON (keys in the order above). */
export function cgvFactsFingerprint(facts: CgvMoneyFacts = cgvMoneyFacts()): string {
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 16);
}
