/**
 * Issues the final invoice (facture de solde, decision 024) inside the transaction that marks the
 * balance paid: a number of the same gap-free `F-YYYY-NNNNNN` series, the full price of the
 * formula, the deposit invoice deducted by number and amounts, and the balance paid.
 *
 * VAT at the time of payment (decision 048): the balance is taxed under the seller's regime and
 * rate in force when it is paid (art. 269-2-c CGI), the deposit stays deducted at its own. The
 * amount columns hold what this invoice adds, the balance, under the balance's VAT:
 * - the same VAT as the deposit: the full price split into HT/TVA minus the deposit invoice's
 *   own HT/TVA, so deposit + final = the price exactly, cent for cent, in HT and in VAT (a fresh
 *   split of the balance could differ from that by one cent);
 * - another VAT (the seller left or entered the franchise, the rate changed): the balance paid
 *   (price TTC − deposit TTC, as promised) split under its own VAT.
 */
import type { DbOrTx } from '#server/platform/db/client.ts';
import { formulaLabel, formulaMonths, type Formula } from '../formulas/formulas.ts';
import { servicePeriod } from '../formulas/service-period.ts';
import { serviceStartsOn } from '../withdrawal/withdrawal-rules.ts';
import { env } from '#src/env.ts';
import { formatCents } from '#i18n/format.ts';
import { splitTax } from './invoice-amounts.ts';
import { sellerIdentity, type SellerIdentity } from './seller.ts';
import { applicationRegime, priceTaxLabel, regimeOf, splitForRegime, type VatRegime } from '../einvoice/vat-regime.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import { writeInvoice, type InvoicePayment } from './write-invoice.ts';
import type { DeductionSnapshot } from '#db/schema/jsonb-shapes.ts';

/** The service itself, named (its period, the formula's from the deposit's payment, is printed beside it: decision 050). */
export function finalDescription(formula: Formula, priceCents: number, tax: 'TTC' | 'HT' = 'TTC'): string {
  return `Prestation d’accompagnement Atelier, formule ${formulaLabel(formula, 'fr')} — prix total ${formatCents(priceCents, 'fr')} ${tax}, facture de solde`;
}

/**
 * The balance's amounts under `regime` (the seller's rate for French VAT): the price's split
 * minus the deposit invoice's when both carry the same VAT, else the balance paid split on its
 * own (decision 048). `changed` says the deposit and the balance carry different VAT.
 */
export function balanceAmounts(priceCents: number, deposit: InvoiceRow, regime: VatRegime, seller: { vat_rate_bp: number }) {
  const rateBp = regime === 'fr' ? seller.vat_rate_bp : null;
  const changed = regimeOf(deposit) !== regime || deposit.vatRateBp !== rateBp;
  if (changed) {
    const balance = splitForRegime(priceCents - deposit.amountInclTaxCents, regime, seller);
    return { ...balance, changed };
  }
  const full = splitTax(priceCents, { exempt: rateBp === null, rateBp: rateBp ?? 0 });
  return {
    exclTaxCents: full.exclTaxCents - deposit.amountExclTaxCents,
    vatCents: full.vatCents - deposit.vatCents,
    inclTaxCents: full.inclTaxCents - deposit.amountInclTaxCents,
    vatRateBp: full.vatRateBp,
    changed,
  };
}

/**
 * The seller as now, except a VAT number it no longer sets while this invoice deducts a deposit
 * billed with French VAT: EN 16931 wants it on any invoice with an S line (BR-S-02), and it is the
 * number that deposit was invoiced under (a French VAT number outlives entering the franchise).
 */
export function finalInvoiceSeller(current: SellerIdentity, deposit: InvoiceRow): SellerIdentity {
  const depositVatNumber = deposit.seller.vat_number;
  if (current.vat_number || regimeOf(deposit) !== 'fr' || typeof depositVatNumber !== 'string' || !depositVatNumber) return current;
  return { ...current, vat_number: depositVatNumber };
}

export async function issueFinalInvoice(tx: DbOrTx, input: InvoicePayment & { deposit: InvoiceRow }): Promise<InvoiceRow> {
  const { application: app, deposit, payer } = input;
  const seller = finalInvoiceSeller(sellerIdentity(), deposit);
  // French VAT or the franchise as the seller is now; a reverse-charge or out-of-scope buyer keeps its regime (vat-regime.ts).
  const regime = applicationRegime(app, seller);
  const amounts = balanceAmounts(app.formulaPriceCents, deposit, regime, seller);
  if (amounts.inclTaxCents !== app.balanceCents) throw new Error(`balance of ${app.id} is ${app.balanceCents}, the invoice would say ${amounts.inclTaxCents}`);
  // What the final invoice prints about the deposit it deducts (invoices.deduction).
  const deduction: DeductionSnapshot = {
    invoice_id: deposit.id,
    number: deposit.number,
    issued_on: deposit.issuedOn,
    excl_tax_cents: deposit.amountExclTaxCents,
    vat_cents: deposit.vatCents,
    incl_tax_cents: deposit.amountInclTaxCents,
    vat_regime: regimeOf(deposit),
    vat_rate_bp: deposit.vatRateBp,
  };
  // The number is taken last (writeInvoice): the year's counter row stays locked only for the insert and the commit.
  return writeInvoice(tx, input, {
    kind: 'solde',
    seller,
    // The buyer as on the deposit invoice (same contract), with the current email.
    buyer: { ...deposit.buyer, email: payer.email },
    description: finalDescription(app.formula as Formula, app.formulaPriceCents, priceTaxLabel(regime)),
    amounts,
    // The regime in force when the balance is paid (decision 048); the deduction keeps the deposit's.
    vatRegime: regime,
    deduction: { ...deduction },
    // The formula's own period, from the day the service started, not the payment dates (decision 050):
    // the deposit's payment, or for a consumer who chose to wait, the day after the withdrawal period (decision 058).
    servicePeriod: servicePeriod(serviceStartsOn(app, deposit.issuedOn, env().APP_TIMEZONE), formulaMonths(app.formula as Formula)),
  });
}
