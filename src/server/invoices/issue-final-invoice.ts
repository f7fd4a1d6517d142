/**
 * Issues the final invoice (facture de solde, decision 024) inside the transaction that marks the
 * balance paid: a number of the same gap-free `F-YYYY-NNNNNN` series, the full price of the
 * formula, the deposit invoice deducted by number and amounts, and the balance paid.
 *
 * The amount columns hold what this invoice adds: the full price split into HT/TVA minus the
 * deposit invoice's own HT/TVA, so deposit + final = the price exactly, cent for cent, in HT and
 * in VAT (a fresh split of the balance could differ from that by one cent).
 */
import type { DbOrTx } from '../platform/db/client.ts';
import { formulaLabel, formulaMonths, type Formula } from '../formulas/formulas.ts';
import { servicePeriod } from '../formulas/service-period.ts';
import { formatCents } from '../../i18n/format.ts';
import { splitTax } from './invoice-amounts.ts';
import { sellerIdentity } from './seller.ts';
import { priceTaxLabel, regimeOf } from '../einvoice/vat-regime.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import { writeInvoice, type InvoicePayment } from './write-invoice.ts';

/** What a final invoice prints about the deposit it deducts (invoices.deduction). */
export interface Deduction {
  invoice_id: string;
  number: string;
  issued_on: string;
  excl_tax_cents: number;
  vat_cents: number;
  incl_tax_cents: number;
}

/** The service itself, named (its period, the formula's from the deposit's payment, is printed beside it: decision 050). */
export function finalDescription(formula: Formula, priceCents: number, tax: 'TTC' | 'HT' = 'TTC'): string {
  return `Prestation d’accompagnement Atelier, formule ${formulaLabel(formula, 'fr')} — prix total ${formatCents(priceCents, 'fr')} ${tax}, facture de solde`;
}

/** The balance's amounts: the price's split minus the deposit invoice's, component by component. */
export function balanceAmounts(priceCents: number, deposit: InvoiceRow, vat: { exempt: boolean; rateBp: number }) {
  // The deposit's VAT regime wins: a final invoice cannot deduct under another rate than it was billed.
  const full = splitTax(priceCents, deposit.vatRateBp === null ? { exempt: true, rateBp: vat.rateBp } : { exempt: false, rateBp: deposit.vatRateBp });
  return {
    full,
    exclTaxCents: full.exclTaxCents - deposit.amountExclTaxCents,
    vatCents: full.vatCents - deposit.vatCents,
    inclTaxCents: full.inclTaxCents - deposit.amountInclTaxCents,
    vatRateBp: full.vatRateBp,
  };
}

export async function issueFinalInvoice(tx: DbOrTx, input: InvoicePayment & { deposit: InvoiceRow }): Promise<InvoiceRow> {
  const { application: app, deposit, payer } = input;
  const seller = sellerIdentity();
  const amounts = balanceAmounts(app.formulaPriceCents, deposit, { exempt: seller.vat_exempt, rateBp: seller.vat_rate_bp });
  if (amounts.inclTaxCents !== app.balanceCents) throw new Error(`balance of ${app.id} is ${app.balanceCents}, the invoice would say ${amounts.inclTaxCents}`);
  const deduction: Deduction = {
    invoice_id: deposit.id,
    number: deposit.number,
    issued_on: deposit.issuedOn,
    excl_tax_cents: deposit.amountExclTaxCents,
    vat_cents: deposit.vatCents,
    incl_tax_cents: deposit.amountInclTaxCents,
  };
  // The number is taken last (writeInvoice): the year's counter row stays locked only for the insert and the commit.
  return writeInvoice(tx, input, {
    kind: 'solde',
    seller,
    // The buyer as on the deposit invoice (same contract), with the current email.
    buyer: { ...(deposit.buyer as Record<string, unknown>), email: payer.email },
    description: finalDescription(app.formula as Formula, app.formulaPriceCents, priceTaxLabel(regimeOf(deposit))),
    amounts,
    // The deposit's VAT regime, like its rate (decision 036).
    vatRegime: regimeOf(deposit),
    deduction: { ...deduction },
    // The formula's own period, from the deposit's payment (access opens then), not the payment dates (decision 050).
    servicePeriod: servicePeriod(deposit.issuedOn, formulaMonths(app.formula as Formula)),
  });
}
