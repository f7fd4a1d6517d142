/**
 * The consumer's withdrawal right (decision 058), pure: no database, no settings read here, so the
 * pages, the server and the unit tests read the same answers.
 * - Who: a private buyer (no `buyer_business`); a business buyer has no such right (L221-3 aside).
 * - The period: 14 days from the contract's conclusion, the application's creation (L221-18 for a
 *   service); the day of conclusion does not count and the period ends at the end of the 14th day
 *   in APP_TIMEZONE (Code civil 641 and 642): created on 1 December, last day 15 December.
 * - What is owed on withdrawal (L221-25): nothing without the express request to start early;
 *   with it, the proportion of the price for the days provided before the withdrawal day, the
 *   withdrawal day itself not counted and cents rounded down (in the consumer's favour).
 */
import { addDays, daysBetween, today } from '#server/platform/dates.ts';
import { addMonths } from '../formulas/service-period.ts';

export const WITHDRAWAL_PERIOD_DAYS = 14;

/** The facts of an application the rule reads. */
export interface WithdrawalFacts {
  buyerBusiness: unknown;
  createdAt: Date;
  earlyStartRequestedAt: Date | null;
}

export const isConsumer = (app: Pick<WithdrawalFacts, 'buyerBusiness'>): boolean => !app.buyerBusiness;

/** The last day a withdrawal may be sent (included), in `timeZone`. */
export function withdrawalPeriodEndsOn(createdAt: Date, timeZone: string): string {
  return addDays(today(timeZone, createdAt), WITHDRAWAL_PERIOD_DAYS);
}

/** True when the service waits for the period's end: a consumer who did not ask to start early. */
export const serviceWaits = (app: WithdrawalFacts): boolean => isConsumer(app) && app.earlyStartRequestedAt === null;

/** The first day of the service when paid on `paidOn`: that day, or the day after the period for a consumer who waits. */
export function serviceStartsOn(app: WithdrawalFacts, paidOn: string, timeZone: string): string {
  if (!serviceWaits(app)) return paidOn;
  const afterPeriod = addDays(withdrawalPeriodEndsOn(app.createdAt, timeZone), 1);
  return afterPeriod > paidOn ? afterPeriod : paidOn;
}

export interface RefundInput {
  /** What the consumer paid and was not yet given back, in cents. */
  paidCents: number;
  /** The formula's price the contract states (TTC or HT as charged), in cents. */
  priceCents: number;
  earlyStart: boolean;
  /** The first day of the service and the formula's months. */
  serviceStart: string;
  months: number;
  /** The day the withdrawal was sent (the account's click, or the form's date of sending). */
  withdrawalDay: string;
}

export interface RefundComputation {
  daysProvided: number;
  totalDays: number;
  owedCents: number;
  refundCents: number;
}

/** What the consumer owes for the service provided and what is given back (L221-24, L221-25). */
export function withdrawalRefund(input: RefundInput): RefundComputation {
  const totalDays = daysBetween(input.serviceStart, addMonths(input.serviceStart, input.months));
  const daysProvided = input.earlyStart ? Math.min(totalDays, Math.max(0, daysBetween(input.serviceStart, input.withdrawalDay))) : 0;
  // Integer arithmetic, rounded down: never a cent more than the proportion.
  const owedCents = Math.floor((input.priceCents * daysProvided) / totalDays);
  // Beyond what was paid nothing is claimed: the refund is never negative (decision 058).
  const refundCents = Math.max(0, input.paidCents - owedCents);
  return { daysProvided, totalDays, owedCents, refundCents };
}

/** Why a withdrawal is refused (409 `withdrawal_closed`, `details.reason`), or null when it may be made on `day`. */
export type WithdrawalClosedReason = 'business_buyer' | 'already_withdrawn' | 'period_ended' | 'fully_performed' | 'application_closed';

export function withdrawalClosedReason(
  app: WithdrawalFacts & { withdrawnAt: Date | null; status: string; paymentStatus: string },
  day: string,
  timeZone: string,
  serviceEnd: string | null,
): WithdrawalClosedReason | null {
  if (!isConsumer(app)) return 'business_buyer';
  if (app.withdrawnAt) return 'already_withdrawn';
  if (app.status !== 'validee') return 'application_closed';
  // Fully performed with the express request and the acknowledgement: the right is lost (L221-28 1°).
  if (serviceEnd !== null && app.earlyStartRequestedAt !== null && day > serviceEnd) return 'fully_performed';
  if (day > withdrawalPeriodEndsOn(app.createdAt, timeZone)) return 'period_ended';
  return null;
}
