/**
 * How a price reads where people choose a formula (landings, application form): "TTC", or "HT"
 * with the VAT added, per PRICE_DISPLAY (decision 027). Prices are held VAT included (what is
 * charged); the HT figure is the invoice's own split (splitTax), so the page and the invoice agree
 * to the cent. A VAT-exempt seller (art. 293 B du CGI) states the exemption instead.
 */
import { env, type Env } from '../../env.ts';
import { formatCents } from '../../i18n/format.ts';
import { splitTax } from '../invoices/invoice-amounts.ts';
import type { Lang } from '../../i18n/lang.ts';
import { formulaTexts } from '../../i18n/formula-texts.ts';

export type PriceSettings = Pick<Env, 'PRICE_DISPLAY' | 'SELLER_VAT_EXEMPT' | 'SELLER_VAT_RATE_PERCENT'>;

/** `1 490 €` but `1 241,67 €`: whole euros when there are no cents, like every price on the site. */
const euros = (cents: number, lang: Lang) => formatCents(cents, lang, { cents: 'if-any' });

function rate(percent: number, lang: Lang): string {
  const n = percent.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 });
  return formulaTexts[lang].price.rate(n);
}

/** The price with its tax mention, e.g. `1 490 € TTC`, `1 241,67 € HT (+ TVA 20 %)`. */
export function priceLabel(inclTaxCents: number, lang: Lang, settings: PriceSettings = env()): string {
  if (settings.SELLER_VAT_EXEMPT) {
    return formulaTexts[lang].price.vatExempt(euros(inclTaxCents, lang));
  }
  if (settings.PRICE_DISPLAY === 'ht') {
    const split = splitTax(inclTaxCents, { exempt: false, rateBp: Math.round(settings.SELLER_VAT_RATE_PERCENT * 100) });
    const vat = rate(settings.SELLER_VAT_RATE_PERCENT, lang);
    return formulaTexts[lang].price.exclTax(euros(split.exclTaxCents, lang), vat);
  }
  return formulaTexts[lang].price.inclTax(euros(inclTaxCents, lang));
}
