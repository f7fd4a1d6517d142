import { describe, expect, it } from 'vitest';
import { serviceStartsOn, withdrawalClosedReason, withdrawalPeriodEndsOn, withdrawalRefund } from './withdrawal-rules.ts';

const TZ = 'Europe/Paris';

describe('the withdrawal period (decision 058)', () => {
  it('ends at the end of the 14th day after the conclusion, in Paris', () => {
    expect(withdrawalPeriodEndsOn(new Date('2026-12-01T10:00:00Z'), TZ)).toBe('2026-12-15');
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(withdrawalPeriodEndsOn(new Date('2026-11-30T23:30:00Z'), TZ)).toBe('2026-12-15');
  });

  it('makes a consumer who waits start the day after it, and the others on payment', () => {
    const createdAt = new Date('2026-12-01T10:00:00Z');
    expect(serviceStartsOn({ buyerBusiness: null, createdAt, earlyStartRequestedAt: null }, '2026-12-01', TZ)).toBe('2026-12-16');
    expect(serviceStartsOn({ buyerBusiness: null, createdAt, earlyStartRequestedAt: createdAt }, '2026-12-01', TZ)).toBe('2026-12-01');
    expect(serviceStartsOn({ buyerBusiness: { name: 'X' }, createdAt, earlyStartRequestedAt: null }, '2026-12-01', TZ)).toBe('2026-12-01');
    expect(serviceStartsOn({ buyerBusiness: null, createdAt, earlyStartRequestedAt: null }, '2027-01-10', TZ)).toBe('2027-01-10');
  });
});

describe('what is owed and refunded on withdrawal (L221-24, L221-25)', () => {
  const base = { priceCents: 149_000, serviceStart: '2026-12-01', months: 12 };
  it.each([
    // paid, earlyStart, withdrawal day → days provided, owed, refund
    { paid: 14_900, early: false, day: '2026-12-05', days: 0, owed: 0, refund: 14_900 },
    { paid: 14_900, early: true, day: '2026-12-01', days: 0, owed: 0, refund: 14_900 },
    // 4 days of 365: 1 490 € × 4 / 365 = 16,3287… € → 1 632 cents (rounded down)
    { paid: 14_900, early: true, day: '2026-12-05', days: 4, owed: 1_632, refund: 13_268 },
    { paid: 149_000, early: true, day: '2026-12-05', days: 4, owed: 1_632, refund: 147_368 },
    // owed beyond what was paid is not claimed
    { paid: 1_000, early: true, day: '2026-12-05', days: 4, owed: 1_632, refund: 0 },
    // a day before the start (a form dated before the service began) counts nothing
    { paid: 14_900, early: true, day: '2026-11-30', days: 0, owed: 0, refund: 14_900 },
  ])('paid $paid, early $early, on $day → owes $owed, refund $refund', ({ paid, early, day, days, owed, refund }) => {
    const r = withdrawalRefund({ ...base, paidCents: paid, earlyStart: early, withdrawalDay: day });
    expect(r).toEqual({ daysProvided: days, totalDays: 365, owedCents: owed, refundCents: refund });
  });

  it('never counts more days than the formula lasts', () => {
    const r = withdrawalRefund({ ...base, paidCents: 149_000, earlyStart: true, withdrawalDay: '2028-01-01' });
    expect(r.owedCents).toBe(149_000);
    expect(r.refundCents).toBe(0);
  });
});

describe('when a withdrawal is refused', () => {
  const createdAt = new Date('2026-12-01T10:00:00Z');
  const consumer = { buyerBusiness: null, createdAt, earlyStartRequestedAt: null, withdrawnAt: null, status: 'validee', paymentStatus: 'paye' };
  it.each([
    { app: consumer, day: '2026-12-15', reason: null },
    { app: consumer, day: '2026-12-16', reason: 'period_ended' },
    { app: { ...consumer, buyerBusiness: { name: 'Weber Keramik GmbH' } }, day: '2026-12-02', reason: 'business_buyer' },
    { app: { ...consumer, withdrawnAt: createdAt }, day: '2026-12-02', reason: 'already_withdrawn' },
    { app: { ...consumer, status: 'retiree' }, day: '2026-12-02', reason: 'application_closed' },
    { app: { ...consumer, earlyStartRequestedAt: createdAt }, day: '2028-01-01', reason: 'fully_performed' },
  ])('$reason on $day', ({ app, day, reason }) => {
    expect(withdrawalClosedReason(app, day, 'Europe/Paris', '2027-11-30')).toBe(reason);
  });
});
