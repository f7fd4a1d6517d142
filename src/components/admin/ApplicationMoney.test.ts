import { describe, expect, it } from 'vitest';
import { parseEuros } from './ApplicationMoney.tsx';

describe('parseEuros (the staff refund form)', () => {
  it('reads French and English amounts into cents', () => {
    expect(parseEuros('49,90')).toBe(4990);
    expect(parseEuros('49.9')).toBe(4990);
    expect(parseEuros('1 341,00 €')).toBe(134_100);
    expect(parseEuros('1\u202f341')).toBe(134_100);
    expect(parseEuros('0,05')).toBe(5);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1,2,3', '-5', '12.345', '1e3']) expect(parseEuros(bad), bad).toBeNull();
  });
});
