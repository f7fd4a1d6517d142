import { describe, expect, it } from 'vitest';
import { normalizeTaxId, validSiren, validVatNumber } from './buyer-tax-ids.ts';
import { priceForRegime, vatRegimeFor } from './vat-regime.ts';

describe('buyer tax identifiers (decision 036)', () => {
  it.each([
    ['732829320', true],
    ['732 829 320', true],
    ['732829321', false],
    ['73282932', false],
    ['552100554', true],
  ])('SIREN %s → %s', (value, ok) => expect(validSiren(normalizeTaxId(value))).toBe(ok));

  it.each([
    ['FR44732829320', 'FR', true],
    ['fr 44 732 829 320', 'FR', true],
    ['FR45732829320', 'FR', false],
    ['FR44732829320', 'MC', true],
    ['DE123456789', 'DE', true],
    ['DE12345678', 'DE', false],
    ['EL123456789', 'GR', true],
    ['GR123456789', 'GR', false],
    ['NL123456789B01', 'NL', true],
    ['ATU12345678', 'AT', true],
    ['BE0123456789', 'BE', true],
    ['IE1234567WA', 'IE', true],
    ['ES X1234567X', 'ES', true],
    ['DE123456789', 'AT', false],
    ['CHE123456789', 'CH', false],
  ])('VAT number %s in %s → %s', (value, country, ok) => expect(validVatNumber(normalizeTaxId(value), country)).toBe(ok));
});

describe('the VAT an invoice applies follows the buyer', () => {
  const business = { name: 'Fil & Laine SARL' };
  it.each([
    ['FR', null, false, 'fr'],
    ['FR', business, false, 'fr'],
    ['MC', business, false, 'fr'],
    ['DE', null, false, 'fr'],
    ['DE', business, false, 'reverse_charge'],
    ['CH', business, false, 'out_of_scope'],
    ['US', null, false, 'fr'],
    ['GB', business, true, 'out_of_scope'],
    ['FR', null, true, 'franchise'],
  ] as const)('%s, business %o, seller exempt %s → %s', (country, buyer, exempt, regime) => expect(vatRegimeFor(country, buyer, exempt)).toBe(regime));

  it('a business that pays no French VAT pays the price excluding it', () => {
    const seller = { vat_exempt: false, vat_rate_bp: 2000 };
    expect(priceForRegime(149_000, 'fr', seller)).toBe(149_000);
    expect(priceForRegime(149_000, 'reverse_charge', seller)).toBe(124_167);
    expect(priceForRegime(149_000, 'out_of_scope', seller)).toBe(124_167);
    expect(priceForRegime(149_000, 'out_of_scope', { vat_exempt: true, vat_rate_bp: 2000 })).toBe(149_000);
  });
});
