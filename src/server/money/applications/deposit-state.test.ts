import { describe, expect, it } from 'vitest';
import { depositStateKey } from './deposit-state.ts';

describe('depositStateKey', () => {
  it.each([
    ['validee', 'en_attente', 'none', 'en_attente'],
    ['refusee', 'en_attente', 'none', 'closed'],
    ['retiree', 'en_attente', 'none', 'closed'],
    ['validee', 'paye', 'none', 'paye'],
    ['validee', 'paye', 'partial', 'rembourse_partiel'],
    ['validee', 'paye', 'full', 'rembourse'],
  ] as const)('%s, %s, refunded %s → %s', (status, payment_status, refunded, key) => {
    expect(depositStateKey({ status, payment_status }, refunded)).toBe(key);
  });
});
