/**
 * Amounts of a deposit invoice from the amount paid (prices include VAT): excluding tax rounded
 * to the cent, VAT as the difference, so HT + TVA = TTC exactly. A VAT-exempt seller
 * (art. 293 B du CGI) has HT = TTC and no VAT.
 */
// The split itself lives on the shared floor: the application form shows the invoice's own figures (decision 056).
export { splitTax, type TaxSplit } from '#shared/buyer-price.ts';
import { formatNumber, NBSP } from '#i18n/format.ts';

/** "20 %", "5,5 %" (French, for the invoice). */
export function formatVatRate(rateBp: number): string {
  return `${formatNumber(rateBp / 100, 'fr')}${NBSP}%`;
}
