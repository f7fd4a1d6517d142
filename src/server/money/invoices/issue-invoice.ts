/**
 * Issues the deposit invoice of a payment, inside the payment's transaction (decision 009): the
 * next number of the payment's year and a full snapshot (seller, buyer, amounts), written by
 * write-invoice.ts like the final invoice. Call it last in the transaction: the year's counter
 * row stays locked from there to the commit, and every other payment of the year waits for it.
 */
import type { DbOrTx } from '#server/platform/db/client.ts';
import { formulaLabel, type Formula } from '../formulas/formulas.ts';
import { formatCents } from '#i18n/format.ts';
import { DEPOSIT_PERCENT } from '../applications/deposit.ts';
import { sellerIdentity } from './seller.ts';
import { applicationRegime, priceTaxLabel, splitForRegime, type VatRegime } from '../einvoice/vat-regime.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import { writeInvoice, type InvoicePayment } from './write-invoice.ts';

export type IssueInvoiceInput = InvoicePayment;

export function depositDescription(formula: Formula, priceCents: number, regime: VatRegime = 'fr'): string {
  return `Acompte de ${DEPOSIT_PERCENT}\u00a0% sur la formule ${formulaLabel(formula, 'fr')} (accompagnement Atelier, prix de la formule ${formatCents(priceCents, 'fr')} ${priceTaxLabel(regime)})`;
}

/**
 * The buyer block of any invoice of an application: the name and brand given with it, the
 * payer's email, and the postal address given at its last step (a French invoice to a business
 * names the buyer's address; decision 027), and the business invoiced when the buyer is one
 * (decision 036). Applications sent before the address was asked fall back to the profile's city.
 */
export function invoiceBuyer(app: IssueInvoiceInput['application'], payer: IssueInvoiceInput['payer']) {
  const address = app.billingAddress ?? null;
  return {
    name: `${app.firstName} ${app.lastName}`.trim(),
    brand: app.brand,
    email: payer.email,
    city: address?.city ?? (payer.city || null),
    address,
    business: app.buyerBusiness ?? null,
  };
}

export async function issueDepositInvoice(tx: DbOrTx, input: IssueInvoiceInput): Promise<InvoiceRow> {
  const { application: app, payer } = input;
  const seller = sellerIdentity();
  const regime = applicationRegime(app, seller);
  return writeInvoice(tx, input, {
    kind: 'acompte',
    seller,
    buyer: invoiceBuyer(app, payer),
    description: depositDescription(app.formula as Formula, app.formulaPriceCents, regime),
    amounts: splitForRegime(app.depositCents, regime, seller),
    vatRegime: regime,
  });
}
