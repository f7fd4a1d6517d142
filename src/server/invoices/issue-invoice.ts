/**
 * Issues the deposit invoice of a payment, inside the payment's transaction (decision 009): takes
 * the next number of the payment's year, then stores a full snapshot (seller, buyer, amounts) so
 * the document reads the same forever. The database refuses any later change (migration
 * applications_sql). Call it last in the transaction: the year's counter row stays locked from
 * here to the commit, and every other payment of the year waits for it.
 */
import { invoices } from '../../../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { today } from '../impact/dates.ts';
import { env } from '../../env.ts';
import { formulaLabel, type Formula } from '../formulas/formulas.ts';
import { formatCents } from '../../i18n/format.ts';
import { DEPOSIT_PERCENT } from '../applications/deposit.ts';
import type { ApplicationRow } from '../applications/serialize-application.ts';
import type { SessionUser } from '../auth/session-tokens.ts';
import { invoiceYear, takeInvoiceNumber } from './invoice-number.ts';
import { sellerIdentity } from './seller.ts';
import { applicationRegime, priceTaxLabel, splitForRegime, type VatRegime } from '../einvoice/vat-regime.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import type { Lang } from '../../i18n/lang.ts';

export interface IssueInvoiceInput {
  /** Chosen by the caller, so rows that point to the invoice can be written before it. */
  id: string;
  application: ApplicationRow;
  payer: SessionUser;
  provider: { name: 'stripe' | 'test' };
  reference: string;
  paidAt: Date;
  lang: Lang;
  /** Test hook: runs once the number is taken, before anything else is written. */
  afterNumberTaken?: (number: string) => Promise<void> | void;
}

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
  const timeZone = env().APP_TIMEZONE;
  const { application: app, payer } = input;
  const taken = await takeInvoiceNumber(tx, invoiceYear(input.paidAt, timeZone));
  await input.afterNumberTaken?.(taken.number);

  const seller = sellerIdentity();
  const regime = applicationRegime(app, seller);
  const amounts = splitForRegime(app.depositCents, regime, seller);
  const [row] = await tx
    .insert(invoices)
    .values({
      id: input.id,
      number: taken.number,
      year: taken.year,
      seq: taken.seq,
      applicationId: app.id,
      userId: payer.id,
      issuedOn: today(timeZone, input.paidAt),
      issuedAt: input.paidAt,
      kind: 'acompte',
      seller: { ...seller },
      buyer: invoiceBuyer(app, payer),
      formula: app.formula,
      formulaPriceCents: app.formulaPriceCents,
      description: depositDescription(app.formula as Formula, app.formulaPriceCents, regime),
      amountExclTaxCents: amounts.exclTaxCents,
      vatRateBp: amounts.vatRateBp,
      vatCents: amounts.vatCents,
      amountInclTaxCents: amounts.inclTaxCents,
      vatRegime: regime,
      currency: 'EUR',
      paymentProvider: input.provider.name,
      paymentReference: input.reference,
      lang: input.lang,
    })
    .returning();
  return row!;
}
