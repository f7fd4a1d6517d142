/**
 * Which VAT an invoice applies, from its buyer (decision 036). Atelier sells a service (a
 * coaching formula), so the place of supply decides:
 * - a consumer, anywhere, or a business in France or Monaco: French VAT (`fr`), or the
 *   franchise of art. 293 B du CGI when the seller is under it (`franchise`);
 * - a business elsewhere in the EU: reverse charge (`reverse_charge`, art. 259-1 du CGI and
 *   art. 196 of directive 2006/112, "Autoliquidation" as art. 242 nonies A asks), no French VAT,
 *   the buyer's VAT number printed;
 * - a business outside the EU: outside the scope of French VAT (`out_of_scope`, art. 259-1 du CGI).
 * A business that pays no French VAT pays the price excluding tax (the application's price).
 */
import { chargedRegime, splitTax, VAT_REGIMES as VAT_REGIMES_LIST, type TaxSplit, type VatRegime } from '#shared/buyer-price.ts';

// The regimes and the price a buyer pays live on the shared floor: the application form shows what is charged (decision 056).
export { VAT_REGIMES, chargesNoVat, priceForRegime, priceTaxLabel, vatRegimeFor, type VatRegime } from '#shared/buyer-price.ts';

// The business a buyer invoices as: applications.buyer_business and the invoices' buyer snapshot, declared with the schema.
export type { BuyerBusiness } from '#db/schema/jsonb-shapes.ts';

/** The regime of a stored document: issued before regimes were stored, it was French VAT or the franchise. */
export function regimeOf(row: { vatRegime?: string | null; vatRateBp: number | null }): VatRegime {
  if (row.vatRegime && (VAT_REGIMES_LIST as readonly string[]).includes(row.vatRegime)) return row.vatRegime as VatRegime;
  return row.vatRateBp === null ? 'franchise' : 'fr';
}

/** The legal mention printed on the document (none under French VAT). */
export const VAT_MENTIONS: Record<VatRegime, string | null> = {
  fr: null,
  franchise: 'TVA non applicable, art. 293 B du CGI',
  // A French seller's service to an EU business is supplied where the buyer is (art. 259-1 du CGI,
  // art. 44 and 196 of the directive); art. 283-2 is the French buyer's side, not ours (decision 050).
  reverse_charge: 'Autoliquidation : TVA due par le preneur (art. 259-1 du CGI, art. 196 de la directive 2006/112/CE)',
  out_of_scope: 'TVA non applicable, art. 259-1 du CGI (prestation de services à un preneur assujetti établi hors de l’Union européenne)',
};

/** EN 16931 VAT category (UNCL 5305) and exemption reason code (VATEX) of each regime. */
export const VAT_CATEGORIES: Record<VatRegime, { code: 'S' | 'E' | 'AE' | 'O'; exemptionCode: string | null }> = {
  fr: { code: 'S', exemptionCode: null },
  franchise: { code: 'E', exemptionCode: 'VATEX-FR-FRANCHISE' },
  reverse_charge: { code: 'AE', exemptionCode: 'VATEX-EU-AE' },
  out_of_scope: { code: 'O', exemptionCode: 'VATEX-EU-O' },
};

/**
 * The regime an invoice of an application applies: the application's (fixed with its price),
 * except that French VAT or the franchise follow the seller's current settings; applications
 * made before regimes were stored are French VAT or franchise.
 */
export function applicationRegime(app: { vatRegime?: string | null }, seller: { vat_exempt: boolean }): VatRegime {
  return chargedRegime(app.vatRegime, seller);
}

/** The split of an amount paid under a regime: VAT inside it under French VAT, none otherwise. */
export function splitForRegime(amountCents: number, regime: VatRegime, seller: { vat_rate_bp: number }): TaxSplit {
  return splitTax(amountCents, { exempt: regime !== 'fr', rateBp: seller.vat_rate_bp });
}
