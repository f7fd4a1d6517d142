import { describe, expect, it } from 'vitest';
import { addMonths, servicePeriod } from './service-period.ts';

describe('servicePeriod: from the deposit, the formula’s months, both ends included', () => {
  it.each([
    ['2026-11-28', 12, '2027-11-27'],
    ['2026-11-28', 1, '2026-12-27'],
    ['2026-01-01', 12, '2026-12-31'],
    ['2027-01-31', 1, '2027-02-27'],
    ['2028-01-31', 1, '2028-02-28'],
    ['2028-02-29', 12, '2029-02-27'],
    ['2026-12-15', 3, '2027-03-14'],
    ['2026-08-31', 6, '2027-02-27'],
  ])('%s + %i months → until %s', (start, months, end) => {
    expect(servicePeriod(start, months)).toEqual({ start, end });
  });

  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2026-05-15', 24, '2028-05-15'],
  ])('addMonths(%s, %i) = %s', (ymd, months, expected) => expect(addMonths(ymd, months)).toBe(expected));
});
