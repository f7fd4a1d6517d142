import { describe, expect, it } from 'vitest';
import { parseDecimal } from './decimal.ts';

describe('parseDecimal', () => {
  it.each([
    ['1,5', 'fr', 1.5],
    ['1.5', 'en', 1.5],
    ['1.5', 'fr', 1.5],
    ['1,5', 'en', 1.5],
    ['12', 'fr', 12],
    [' 0,25 ', 'fr', 0.25],
    [',5', 'fr', 0.5],
    ['-3,2', 'fr', -3.2],
    ['\u22123.2', 'en', -3.2],
    ['1 500', 'fr', 1500],
    ['1\u202f500,75', 'fr', 1500.75],
    ['1,500', 'fr', 1.5],
    ['1.500', 'en', 1.5],
    ['12,345', 'fr', 12.345],
  ] as const)('%s (%s) is %d', (raw, lang, value) => {
    expect(parseDecimal(raw, lang)).toEqual({ ok: true, value });
  });

  it.each([
    ['1,234.5', 'fr'],
    ['1,234.5', 'en'],
    ['1.500', 'fr'],
    ['1,500', 'en'],
    ['1.234.567', 'fr'],
    ['1,2,3', 'en'],
  ] as const)('%s (%s) is ambiguous', (raw, lang) => {
    expect(parseDecimal(raw, lang)).toEqual({ ok: false, reason: 'ambiguous' });
  });

  it.each(['', 'abc', '1,', '1.', '12 34', '1e3', '15 %', '--1', '0x10', 'Infinity'])('%j is not a number', (raw) => {
    expect(parseDecimal(raw, 'fr')).toEqual({ ok: false, reason: 'invalid' });
  });
});
