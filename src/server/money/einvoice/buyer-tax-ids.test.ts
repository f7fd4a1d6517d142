import { describe, expect, it } from 'vitest';
import { priceForRegime, vatRegimeFor } from './vat-regime.ts';

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
