import { describe, expect, it } from 'vitest';
import { parseEuros, refundConsequenceText } from './ApplicationMoney.tsx';
import { moneyUi } from '#i18n/ui-money.ts';
import type { ApplicationMoneyFacts } from '#server/money/payment/refund-outcome.ts';

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

describe('refundConsequenceText (the refund dialog, decision 057)', () => {
  const deposit = { number: 'F-2026-000001', kind: 'acompte', amount_incl_tax_cents: 14_900 };
  const final = { number: 'F-2026-000002', kind: 'solde', amount_incl_tax_cents: 134_100 };
  const facts = (over: Partial<ApplicationMoneyFacts> = {}): ApplicationMoneyFacts => ({ deposit: { amountCents: 14_900, refundedCents: 0 }, final: null, balanceRequested: false, ...over });
  const t = moneyUi.fr.refundConsequence;
  it.each([
    ['the whole deposit, balance requested', facts({ balanceRequested: true }), deposit, 14_900, t.cancelsBalance],
    ['the whole deposit, no balance', facts(), deposit, 14_900, t.endsAccess],
    ['1 € of the deposit, balance requested', facts({ balanceRequested: true }), deposit, 100, t.keepsBalance],
    ['the whole deposit, balance paid', facts({ final: { amountCents: 134_100, refundedCents: 0 } }), deposit, 14_900, t.refused('F-2026-000002')],
    ['the whole final invoice', facts({ final: { amountCents: 134_100, refundedCents: 0 } }), final, 134_100, t.nothing],
  ])('%s', (_name, f, invoice, cents, expected) => {
    expect(refundConsequenceText('fr', f, invoice, 'F-2026-000002', cents)).toBe(expected);
  });
});
