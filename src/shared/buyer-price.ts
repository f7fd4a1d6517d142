/**
 * The price a buyer sees is the price it is charged (decision 056). One function gives every
 * amount of the application screens (plan, deposit box, business note, summary, payment panel,
 * sandbox, invoice list) from the buyer's VAT regime (decision 036), and the server charges the
 * same figure: the island and the server import this file. Pure: no server, no texts; the words
 * ("TTC", "HT", "incl. VAT"…) are written by `src/i18n/buyer-price-texts.ts`.
 */
import { EU_COUNTRIES, inFrenchVatTerritory } from './tax-ids.ts';

// Stored as db/schema/jsonb-shapes.ts StoredVatRegime, a copy kept equal by src/server/platform/db/jsonb-shapes-agree.ts.
export const VAT_REGIMES = ['fr', 'franchise', 'reverse_charge', 'out_of_scope'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/** The seller's VAT settings and how prices read where people choose (PRICE_DISPLAY, decision 027). */
export interface PriceSettings {
  vat_exempt: boolean;
  /** Basis points (2000 = 20 %). */
  vat_rate_bp: number;
  /** `ht`: a price under French VAT reads "HT (+ TVA 20 %)"; amounts paid always read as charged. */
  display: 'ttc' | 'ht';
}

export interface TaxSplit {
  exclTaxCents: number;
  vatCents: number;
  inclTaxCents: number;
  /** Basis points (2000 = 20 %), null when VAT does not apply. */
  vatRateBp: number | null;
}

/**
 * Excluding tax rounded half up to the cent, VAT as the difference, so HT + TVA = TTC exactly
 * (the invoices' own split). A VAT-exempt split has HT = TTC and no VAT.
 */
export function splitTax(inclTaxCents: number, vat: { exempt: boolean; rateBp: number }): TaxSplit {
  if (!Number.isSafeInteger(inclTaxCents) || inclTaxCents <= 0) throw new RangeError(`amount must be positive integer cents: ${inclTaxCents}`);
  if (vat.exempt) return { exclTaxCents: inclTaxCents, vatCents: 0, inclTaxCents, vatRateBp: null };
  if (!Number.isInteger(vat.rateBp) || vat.rateBp < 0 || vat.rateBp > 10_000) throw new RangeError(`VAT rate out of range: ${vat.rateBp}`);
  // Rounded half up in integers: incl × 10000 / (10000 + rate).
  const exclTaxCents = Math.floor((inclTaxCents * 10_000 * 2 + (10_000 + vat.rateBp)) / (2 * (10_000 + vat.rateBp)));
  return { exclTaxCents, vatCents: inclTaxCents - exclTaxCents, inclTaxCents, vatRateBp: vat.rateBp };
}

/** The deposit of an application: 10 % of the formula's price (spec Limits), in integer cents. */
export const DEPOSIT_PERCENT = 10;

/** 10 % of `priceCents`, rounded half up to the cent, in integer arithmetic (no float drift). */
export function depositCents(priceCents: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) throw new RangeError(`price must be positive integer cents: ${priceCents}`);
  return Math.floor((priceCents * DEPOSIT_PERCENT + 50) / 100);
}

/**
 * The regime of a buyer (decision 036): a consumer anywhere or a business in France or Monaco
 * pays French VAT (or nothing under the seller's franchise, art. 293 B du CGI); a business
 * elsewhere in the EU is under reverse charge (art. 259-1 du CGI, art. 196 of directive
 * 2006/112), outside the EU out of scope (art. 259-1 du CGI). Before an application is made this is only the expected regime: reverse
 * charge also needs VIES to confirm the VAT number (decision 049).
 */
export function vatRegimeFor(country: string, business: object | null | undefined, sellerVatExempt: boolean): VatRegime {
  if (business && !inFrenchVatTerritory(country)) return EU_COUNTRIES.has(country) ? 'reverse_charge' : 'out_of_scope';
  return sellerVatExempt ? 'franchise' : 'fr';
}

/** True when the buyer pays no VAT at all on the invoice. */
export function chargesNoVat(regime: VatRegime): boolean {
  return regime !== 'fr';
}

/**
 * What a buyer pays for a formula whose price includes French VAT: that price, or the same
 * price excluding VAT for a business that pays no French VAT (reverse charge, out of scope).
 */
export function priceForRegime(priceInclTaxCents: number, regime: VatRegime, seller: { vat_exempt: boolean; vat_rate_bp: number }): number {
  if (!chargesNoVat(regime) || regime === 'franchise' || seller.vat_exempt) return priceInclTaxCents;
  return splitTax(priceInclTaxCents, { exempt: false, rateBp: seller.vat_rate_bp }).exclTaxCents;
}

/** "TTC" where the buyer pays VAT or under the franchise (HT = TTC), "HT" where it pays none. */
export function priceTaxLabel(regime: VatRegime): 'TTC' | 'HT' {
  return regime === 'fr' || regime === 'franchise' ? 'TTC' : 'HT';
}

/**
 * How an amount reads: `incl` French VAT included (TTC), `excl_plus_vat` shown excluding VAT
 * with the rate to add (PRICE_DISPLAY=ht), `franchise` no VAT under art. 293 B, `no_vat` a
 * business that pays no French VAT (HT, nothing added).
 */
export type AmountBasis = 'incl' | 'excl_plus_vat' | 'franchise' | 'no_vat';

export interface ShownAmount {
  /** The figure printed. */
  cents: number;
  basis: AmountBasis;
  /** What the buyer is charged for it (differs from `cents` only for `excl_plus_vat`). */
  chargedCents: number;
  /** The VAT rate added, for `excl_plus_vat`. */
  rateBp: number | null;
  /** Reverse charge before the application is made: granted only if VIES confirms the number (decision 049). */
  ifViesConfirms: boolean;
}

/** How an amount charged under `regime` reads (an issued invoice, a payment): never `excl_plus_vat`. */
export function paidBasis(regime: VatRegime): AmountBasis {
  if (regime === 'reverse_charge' || regime === 'out_of_scope') return 'no_vat';
  return regime === 'franchise' ? 'franchise' : 'incl';
}

/** An amount already charged under `regime` (an invoice's), as it reads. */
export function paidAmount(cents: number, regime: VatRegime): ShownAmount {
  return { cents, basis: paidBasis(regime), chargedCents: cents, rateBp: null, ifViesConfirms: false };
}

/** One charged amount as it reads under `regime`; `choosing`: where a formula is chosen (PRICE_DISPLAY applies). */
export function shownAmount(chargedCents: number, regime: VatRegime, settings: PriceSettings, options: { choosing?: boolean; expected?: boolean } = {}): ShownAmount {
  const base = { chargedCents, rateBp: null, ifViesConfirms: options.expected === true && regime === 'reverse_charge' };
  if (regime === 'reverse_charge' || regime === 'out_of_scope') return { ...base, cents: chargedCents, basis: 'no_vat' };
  if (regime === 'franchise' || settings.vat_exempt) return { ...base, cents: chargedCents, basis: 'franchise' };
  if (options.choosing && settings.display === 'ht') {
    return { ...base, cents: splitTax(chargedCents, { exempt: false, rateBp: settings.vat_rate_bp }).exclTaxCents, basis: 'excl_plus_vat', rateBp: settings.vat_rate_bp };
  }
  return { ...base, cents: chargedCents, basis: 'incl' };
}

export interface BuyerAmounts {
  regime: VatRegime;
  /** The formula's price and the deposit charged today, as charged. */
  priceCents: number;
  depositCents: number;
  price: ShownAmount;
  deposit: ShownAmount;
}

/**
 * Every amount a buyer sees of a formula, and what is charged (createApplication stores
 * `priceCents` and `depositCents`): the formula's price including French VAT, under `regime`.
 * `expected`: the form's guess before the application is made (reverse charge if VIES confirms).
 */
export function buyerAmounts(formulaPriceInclVatCents: number, regime: VatRegime, settings: PriceSettings, options: { expected?: boolean } = {}): BuyerAmounts {
  const priceCents = priceForRegime(formulaPriceInclVatCents, regime, settings);
  const deposit = depositCents(priceCents);
  const shown = { choosing: true, expected: options.expected };
  return { regime, priceCents, depositCents: deposit, price: shownAmount(priceCents, regime, settings, shown), deposit: shownAmount(deposit, regime, settings, shown) };
}

/**
 * The regime an application's payment is charged under, from what the server decided
 * (`vat_regime`, null for applications made before regimes were stored: French VAT or franchise).
 */
export function chargedRegime(vatRegime: string | null | undefined, settings: { vat_exempt: boolean }): VatRegime {
  if (vatRegime === 'reverse_charge' || vatRegime === 'out_of_scope') return vatRegime;
  return settings.vat_exempt ? 'franchise' : 'fr';
}
