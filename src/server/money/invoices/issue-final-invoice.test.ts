/**
 * The balance's amounts (decisions 024, 048): the same VAT as the deposit, the price's split minus
 * the deposit's; another VAT (the seller entered or left the franchise, the rate changed), the
 * balance paid split under its own. The balance including VAT is always the price minus the deposit.
 */
import { describe, expect, it } from 'vitest';
import { balanceAmounts, finalInvoiceSeller } from './issue-final-invoice.ts';
import type { SellerIdentity } from './seller.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import type { VatRegime } from '../einvoice/vat-regime.ts';

function deposit(regime: VatRegime, vatRateBp: number | null, excl: number, vat: number): InvoiceRow {
  return { vatRegime: regime, vatRateBp, amountExclTaxCents: excl, vatCents: vat, amountInclTaxCents: excl + vat } as InvoiceRow;
}

describe('balanceAmounts', () => {
  it.each([
    ['20 % at both ends: price split minus deposit', deposit('fr', 2000, 12_417, 2_483), 'fr', 2000, { exclTaxCents: 111_750, vatCents: 22_350, inclTaxCents: 134_100, vatRateBp: 2000, changed: false }],
    ['franchise at both ends', deposit('franchise', null, 14_900, 0), 'franchise', 2000, { exclTaxCents: 134_100, vatCents: 0, inclTaxCents: 134_100, vatRateBp: null, changed: false }],
    ['franchise → 20 %: 1 341 € holds 223,50 € of VAT', deposit('franchise', null, 14_900, 0), 'fr', 2000, { exclTaxCents: 111_750, vatCents: 22_350, inclTaxCents: 134_100, vatRateBp: 2000, changed: true }],
    ['20 % → franchise: no VAT on the balance', deposit('fr', 2000, 12_417, 2_483), 'franchise', 2000, { exclTaxCents: 134_100, vatCents: 0, inclTaxCents: 134_100, vatRateBp: null, changed: true }],
    ['20 % → 10 %', deposit('fr', 2000, 12_417, 2_483), 'fr', 1000, { exclTaxCents: 121_909, vatCents: 12_191, inclTaxCents: 134_100, vatRateBp: 1000, changed: true }],
    ['20 % → 5,5 %', deposit('fr', 2000, 12_417, 2_483), 'fr', 550, { exclTaxCents: 127_109, vatCents: 6_991, inclTaxCents: 134_100, vatRateBp: 550, changed: true }],
    ['reverse charge, whatever the seller’s rate', deposit('reverse_charge', null, 12_417, 0), 'reverse_charge', 1000, { exclTaxCents: 111_750, vatCents: 0, inclTaxCents: 111_750, vatRateBp: null, changed: false }],
    ['a deposit issued before regimes were stored (vat_regime null, 20 %)', { ...deposit('fr', 2000, 12_417, 2_483), vatRegime: null }, 'fr', 2000, { exclTaxCents: 111_750, vatCents: 22_350, inclTaxCents: 134_100, vatRateBp: 2000, changed: false }],
  ] as const)('%s', (_name, dep, regime, rateBp, expected) => {
    const price = dep.vatRegime === 'reverse_charge' ? 124_167 : 149_000;
    const amounts = balanceAmounts(price, dep, regime, { vat_rate_bp: rateBp });
    expect(amounts).toEqual(expected);
    expect(amounts.inclTaxCents).toBe(price - dep.amountInclTaxCents);
    expect(amounts.exclTaxCents + amounts.vatCents).toBe(amounts.inclTaxCents);
  });
});

describe('finalInvoiceSeller', () => {
  const now = { name: 'Atelier SAS', vat_exempt: true, vat_number: null } as unknown as SellerIdentity;
  const billed = (regime: VatRegime, vatNumber: string | null) => ({ ...deposit(regime, regime === 'fr' ? 2000 : null, 12_417, 0), seller: { vat_number: vatNumber } }) as InvoiceRow;
  it.each([
    ['a deposit billed with VAT, the number since unset: the deposit’s number', now, billed('fr', 'FR44732829320'), 'FR44732829320'],
    ['a deposit under the franchise: nothing to deduct with VAT', now, billed('franchise', 'FR44732829320'), null],
    ['a number still set: the current one', { ...now, vat_number: 'FR61552100554' }, billed('fr', 'FR44732829320'), 'FR61552100554'],
    ['a deposit billed with VAT without a number: none to keep', now, billed('fr', null), null],
  ] as const)('%s', (_name, current, dep, expected) => {
    expect(finalInvoiceSeller(current, dep).vat_number).toBe(expected);
  });
});
