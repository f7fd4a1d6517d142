import { describe, expect, it } from 'vitest';
import { formatVatRate, splitTax } from './invoice-amounts.ts';

describe('splitTax', () => {
  it.each([
    // TTC, rate bp, HT, TVA
    [14_900, 2000, 12_417, 2_483], // 149,00 € TTC at 20 % → 124,17 € + 24,83 €
    [29_900, 2000, 24_917, 4_983],
    [14_900, 550, 14_123, 777], // 5,5 %: 149 / 1,055 = 141,232… → 141,23 €
    [14_900, 1000, 13_545, 1_355], // 10 %: 135,4545… → 135,45 €
    [14_900, 0, 14_900, 0],
    [1, 2000, 1, 0], // 0,01 € / 1,2 = 0,00833 → 0,01 € HT, no VAT
    [6, 2000, 5, 1],
  ])('%i cents at %i bp → %i HT + %i VAT', (incl, rateBp, excl, vat) => {
    const split = splitTax(incl, { exempt: false, rateBp });
    expect(split).toEqual({ exclTaxCents: excl, vatCents: vat, inclTaxCents: incl, vatRateBp: rateBp });
    expect(split.exclTaxCents + split.vatCents).toBe(incl);
  });

  it('has no VAT for an exempt seller (art. 293 B)', () => {
    expect(splitTax(14_900, { exempt: true, rateBp: 2000 })).toEqual({ exclTaxCents: 14_900, vatCents: 0, inclTaxCents: 14_900, vatRateBp: null });
  });

  it('always adds up for every amount from 0,01 € to 3 000 € at 20 % and 5,5 %', () => {
    for (let incl = 1; incl <= 300_000; incl += 31) {
      for (const rateBp of [2000, 550]) {
        const s = splitTax(incl, { exempt: false, rateBp });
        expect(s.exclTaxCents + s.vatCents).toBe(incl);
        // HT is the correctly rounded value of TTC / (1 + rate)
        expect(Math.abs(s.exclTaxCents - (incl * 10_000) / (10_000 + rateBp))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it.each([0, -1, 1.5])('refuses %s cents', (incl) => {
    expect(() => splitTax(incl, { exempt: false, rateBp: 2000 })).toThrow(RangeError);
  });

  it('formats rates the French way', () => {
    expect(formatVatRate(2000)).toBe('20\u00a0%');
    expect(formatVatRate(550)).toBe('5,5\u00a0%');
  });
});
