import { describe, expect, it } from 'vitest';
import { buyerAmounts, chargedRegime, paidAmount, shownAmount, vatRegimeFor, type PriceSettings, type VatRegime } from '../shared/buyer-price.ts';
import { amountHeading, amountText } from './buyer-price-texts.ts';

const ttc: PriceSettings = { vat_exempt: false, vat_rate_bp: 2000, display: 'ttc' };
const ht: PriceSettings = { ...ttc, display: 'ht' };
const exempt: PriceSettings = { ...ttc, vat_exempt: true };
const flat = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the amounts a buyer sees are the amounts charged (decision 056)', () => {
  it.each<[string, string, boolean, PriceSettings, VatRegime, number, number, string, string]>([
    // buyer, country, business, settings, regime, price charged, deposit charged, deposit (fr), deposit (en)
    ['French person', 'FR', false, ttc, 'fr', 299_000, 29_900, '299 € TTC', '€299 incl. VAT'],
    ['French business', 'FR', true, ttc, 'fr', 299_000, 29_900, '299 € TTC', '€299 incl. VAT'],
    ['Monaco business', 'MC', true, ttc, 'fr', 299_000, 29_900, '299 € TTC', '€299 incl. VAT'],
    ['German person', 'DE', false, ttc, 'fr', 299_000, 29_900, '299 € TTC', '€299 incl. VAT'],
    ['UK business', 'GB', true, ttc, 'out_of_scope', 249_167, 24_917, '249,17 € HT', '€249.17 excl. VAT'],
    ['French person, HT display', 'FR', false, ht, 'fr', 299_000, 29_900, '249,17 € HT (+ TVA 20 %)', '€249.17 excl. VAT (+ 20% VAT)'],
    ['UK business, HT display', 'GB', true, ht, 'out_of_scope', 249_167, 24_917, '249,17 € HT', '€249.17 excl. VAT'],
    ['French person, franchise', 'FR', false, exempt, 'franchise', 299_000, 29_900, '299 € (TVA non applicable, art. 293 B du CGI)', '€299 (VAT not applicable, art. 293 B of the French tax code)'],
    ['UK business, franchise', 'GB', true, exempt, 'out_of_scope', 299_000, 29_900, '299 € HT', '€299 excl. VAT'],
  ])('%s', (_buyer, country, business, settings, regime, price, deposit, fr, en) => {
    const expected = vatRegimeFor(country, business ? {} : null, settings.vat_exempt);
    expect(expected).toBe(regime);
    const amounts = buyerAmounts(299_000, expected, settings, { expected: true });
    expect([amounts.priceCents, amounts.depositCents]).toEqual([price, deposit]);
    expect(amounts.deposit.chargedCents).toBe(deposit);
    expect(flat(amountText(amounts.deposit, 'fr'))).toBe(fr);
    expect(amountText(amounts.deposit, 'en')).toBe(en);
  });

  it('says reverse charge holds only if VIES confirms the number, before the application is made', () => {
    const before = buyerAmounts(299_000, vatRegimeFor('DE', {}, false), ttc, { expected: true });
    expect(before.regime).toBe('reverse_charge');
    expect(before.depositCents).toBe(24_917);
    expect(flat(amountText(before.deposit, 'fr'))).toBe('249,17 € HT, si le service européen VIES confirme votre numéro de TVA');
    expect(amountText(before.deposit, 'en')).toBe('€249.17 excl. VAT, if the EU VIES service confirms your VAT number');
    const after = buyerAmounts(299_000, 'reverse_charge', ttc);
    expect(amountText(after.deposit, 'en')).toBe('€249.17 excl. VAT');
  });

  it('reads an amount charged with the regime the server decided, in cents where money is paid', () => {
    expect(amountText(shownAmount(24_917, chargedRegime('out_of_scope', ttc), ht), 'en', { cents: 'always' })).toBe('€249.17 excl. VAT');
    expect(flat(amountText(shownAmount(29_900, chargedRegime('fr', ttc), ht), 'fr', { cents: 'always' }))).toBe('299,00 € TTC');
    // Made before regimes were stored: French VAT, or the franchise of the current settings.
    expect(chargedRegime(null, exempt)).toBe('franchise');
    expect(chargedRegime('fr', exempt)).toBe('franchise');
    expect(chargedRegime('reverse_charge', exempt)).toBe('reverse_charge');
  });

  it('heads the invoices’ amount column as the invoices read, each amount saying it when they differ', () => {
    expect(amountHeading([paidAmount(1, 'fr').basis, paidAmount(1, 'fr').basis], 'fr').heading).toBe('Montant TTC');
    const single = amountHeading([paidAmount(1, 'out_of_scope').basis], 'en');
    expect([single.heading, single.mixed, single.suffix('no_vat')]).toEqual(['Amount excl. VAT (no French VAT)', false, 'excl. VAT']);
    expect(amountHeading([paidAmount(1, 'fr').basis], 'fr').suffix('incl')).toBe('TTC');
    expect(amountHeading([], 'en').heading).toBe('Amount incl. VAT');
    const mixed = amountHeading([paidAmount(1, 'fr').basis, paidAmount(1, 'reverse_charge').basis], 'en');
    expect([mixed.heading, mixed.mixed]).toEqual(['Amount', true]);
    expect(mixed.suffix('no_vat')).toBe('excl. VAT');
  });
});
