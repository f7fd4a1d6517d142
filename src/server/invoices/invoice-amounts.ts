/**
 * Amounts of a deposit invoice from the amount paid (prices include VAT): excluding tax rounded
 * to the cent, VAT as the difference, so HT + TVA = TTC exactly. A VAT-exempt seller
 * (art. 293 B du CGI) has HT = TTC and no VAT.
 */
export interface TaxSplit {
  exclTaxCents: number;
  vatCents: number;
  inclTaxCents: number;
  /** Basis points (2000 = 20 %), null when VAT does not apply. */
  vatRateBp: number | null;
}

export function splitTax(inclTaxCents: number, vat: { exempt: boolean; rateBp: number }): TaxSplit {
  if (!Number.isSafeInteger(inclTaxCents) || inclTaxCents <= 0) throw new RangeError(`amount must be positive integer cents: ${inclTaxCents}`);
  if (vat.exempt) return { exclTaxCents: inclTaxCents, vatCents: 0, inclTaxCents, vatRateBp: null };
  if (!Number.isInteger(vat.rateBp) || vat.rateBp < 0 || vat.rateBp > 10_000) throw new RangeError(`VAT rate out of range: ${vat.rateBp}`);
  // Rounded half up in integers: incl × 10000 / (10000 + rate).
  const exclTaxCents = Math.floor((inclTaxCents * 10_000 * 2 + (10_000 + vat.rateBp)) / (2 * (10_000 + vat.rateBp)));
  return { exclTaxCents, vatCents: inclTaxCents - exclTaxCents, inclTaxCents, vatRateBp: vat.rateBp };
}

/** "20 %", "5,5 %" (French, for the invoice). */
export function formatVatRate(rateBp: number): string {
  return `${(rateBp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })}\u00a0%`;
}
