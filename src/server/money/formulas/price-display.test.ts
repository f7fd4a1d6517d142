import { describe, expect, it } from 'vitest';
import { priceLabel } from './price-display.ts';
import { formulaPresentations } from './formulas.ts';
import { splitTax } from '../invoices/invoice-amounts.ts';
import { formatCents } from '#i18n/format.ts';

const ttc = { PRICE_DISPLAY: 'ttc', SELLER_VAT_EXEMPT: false, SELLER_VAT_RATE_PERCENT: 20 } as const;
const ht = { ...ttc, PRICE_DISPLAY: 'ht' } as const;
const flat = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('prices with their tax mention (PRICE_DISPLAY, decision 027)', () => {
  it('says TTC by default, in both languages', () => {
    expect(flat(priceLabel(149_000, 'fr', ttc))).toBe('1 490 € TTC');
    expect(priceLabel(149_000, 'en', ttc)).toBe('€1,490 incl. VAT');
    expect(flat(priceLabel(14_950, 'fr', ttc))).toBe('149,50 € TTC');
  });

  it('says HT with the VAT added, the HT figure being the invoice’s own split', () => {
    expect(flat(priceLabel(149_000, 'fr', ht))).toBe('1 241,67 € HT (+ TVA 20 %)');
    expect(priceLabel(149_000, 'en', ht)).toBe('€1,241.67 excl. VAT (+ 20% VAT)');
    const split = splitTax(14_900, { exempt: false, rateBp: 2000 });
    expect(flat(priceLabel(14_900, 'fr', ht))).toBe(`${flat(formatCents(split.exclTaxCents, 'fr'))} HT (+ TVA 20 %)`);
    expect(flat(priceLabel(149_000, 'fr', { ...ht, SELLER_VAT_RATE_PERCENT: 5.5 }))).toBe('1 412,32 € HT (+ TVA 5,5 %)');
  });

  it('states the art. 293 B exemption for a VAT-exempt seller, whatever PRICE_DISPLAY says', () => {
    for (const settings of [ttc, ht]) {
      expect(flat(priceLabel(149_000, 'fr', { ...settings, SELLER_VAT_EXEMPT: true }))).toBe('1 490 € (TVA non applicable, art. 293 B du CGI)');
    }
  });

  it('reaches the landings’ formulas, so a change bakes them again', () => {
    const base = { FORMULA_ESSENTIEL_PRICE_CENTS: 149_000, FORMULA_PREMIUM_PRICE_CENTS: 299_000, ESSENTIEL_MAX_ACTIVE_PARCOURS: 1 };
    const [essentiel] = formulaPresentations({ ...base, ...ht });
    expect(flat(essentiel!.priceText.fr)).toBe('1 241,67 € HT (+ TVA 20 %)');
    expect(essentiel!.depositText.en).toBe('€124.17 excl. VAT (+ 20% VAT)');
    expect(formulaPresentations({ ...base, ...ttc })[0]!.priceText.en).toBe('€1,490 incl. VAT');
  });
});
