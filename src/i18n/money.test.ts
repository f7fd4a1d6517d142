import { describe, expect, it } from 'vitest';
import { formatEuros } from './money.ts';

describe('formatEuros', () => {
  it.each([
    [149_000, 'fr', {}, '1\u202f490,00\u00a0€'],
    [14_900, 'fr', {}, '149,00\u00a0€'],
    [5, 'fr', {}, '0,05\u00a0€'],
    [149_000, 'en', {}, '€1,490.00'],
    [250_000, 'fr', { whole: true }, '2\u202f500\u00a0€'],
    [250_000, 'en', { whole: true }, '€2,500'],
  ] as const)('%i cents in %s %o → %s', (cents, lang, options, text) => {
    expect(formatEuros(cents, lang, options)).toBe(text);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => formatEuros(1.5, 'fr')).toThrow(RangeError);
  });
});
