import { describe, expect, it } from 'vitest';
import { depositCents } from './deposit.ts';

describe('depositCents', () => {
  it.each([
    [149_000, 14_900], // 1 490 € → 149 €
    [299_000, 29_900], // 2 990 € → 299 €
    [149_005, 14_901], // 1 490,05 € → 149,005 € rounds half up to 149,01 €
    [149_004, 14_900], // 149,004 € → 149,00 €
    [149_006, 14_901],
    [1, 0], // 0,01 € → 0,001 € → 0 (never charged: prices are positive settings far above)
    [5, 1], // 0,005 € rounds up
    [99_999_999_99, 1_000_000_000], // 99 999 999,99 € → 9 999 999,999 € rounds up to 10 000 000,00 €
  ])('10 %% of %i cents is %i cents', (price, deposit) => {
    expect(depositCents(price)).toBe(deposit);
  });

  it.each([0, -100, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])('refuses %s', (price) => {
    expect(() => depositCents(price)).toThrow(RangeError);
  });
});
