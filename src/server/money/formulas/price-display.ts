/**
 * How a price reads where people choose a formula (landings, application form): "TTC", or "HT"
 * with the VAT added, per PRICE_DISPLAY (decision 027). Prices are held VAT included (what is
 * charged); the HT figure is the invoice's own split (splitTax), so the page and the invoice agree
 * to the cent. A VAT-exempt seller (art. 293 B du CGI) states the exemption instead. The words
 * are the ones of every amount a buyer sees (decision 056).
 */
import { env, type Env } from '#src/env.ts';
import { chargedRegime, shownAmount, type PriceSettings as BuyerPriceSettings } from '#shared/buyer-price.ts';
import { amountText } from '#i18n/buyer-price-texts.ts';
import type { Lang } from '#i18n/lang.ts';

export type PriceSettings = Pick<Env, 'PRICE_DISPLAY' | 'SELLER_VAT_EXEMPT' | 'SELLER_VAT_RATE_PERCENT'>;

/** The settings the shared price function reads (the island gets them as JSON). */
export function buyerPriceSettings(settings: PriceSettings = env()): BuyerPriceSettings {
  return { vat_exempt: settings.SELLER_VAT_EXEMPT, vat_rate_bp: Math.round(settings.SELLER_VAT_RATE_PERCENT * 100), display: settings.PRICE_DISPLAY };
}

/** The price with its tax mention, e.g. `1 490 € TTC`, `1 241,67 € HT (+ TVA 20 %)`. */
export function priceLabel(inclTaxCents: number, lang: Lang, settings: PriceSettings = env()): string {
  const pricing = buyerPriceSettings(settings);
  return amountText(shownAmount(inclTaxCents, pricing.vat_exempt ? 'franchise' : 'fr', pricing, { choosing: true }), lang);
}

/**
 * An amount charged on an application (deposit, balance) with the words of the regime the
 * server decided (`vat_regime`, decision 036/049): what the payment pages and banner show.
 */
export function chargedAmountText(cents: number, vatRegime: string | null | undefined, lang: Lang, settings: PriceSettings = env()): string {
  const pricing = buyerPriceSettings(settings);
  return amountText(shownAmount(cents, chargedRegime(vatRegime, pricing), pricing), lang, { cents: 'always' });
}
