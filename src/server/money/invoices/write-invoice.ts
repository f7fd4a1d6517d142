/**
 * Writes an invoice, deposit or final, inside the transaction of its payment (decisions 009, 024):
 * what both kinds share — the number, the dates, the seller, the payment — is written here once;
 * issue-invoice.ts and issue-final-invoice.ts say what differs (buyer, description, amounts,
 * VAT regime, the deduction). The snapshot makes the document read the same forever; the
 * database refuses any later change (migration applications_sql).
 */
import type { Lang } from '#i18n/lang.ts';
import { invoices } from '#db/schema.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { today } from '#server/platform/dates.ts';
import { env } from '#src/env.ts';
import type { ApplicationRow } from '../applications/serialize-application.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import type { VatRegime } from '../einvoice/vat-regime.ts';
import { invoiceYear, takeInvoiceNumber } from './invoice-number.ts';
import type { SellerIdentity } from './seller.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import type { BuyerSnapshot, DeductionSnapshot } from '#db/schema/jsonb-shapes.ts';

/** The payment an invoice reports. */
export interface InvoicePayment {
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

/** What differs between a deposit invoice and a final one. */
export interface InvoiceContent {
  kind: 'acompte' | 'solde';
  seller: SellerIdentity;
  buyer: BuyerSnapshot;
  description: string;
  amounts: { exclTaxCents: number; vatRateBp: number | null; vatCents: number; inclTaxCents: number };
  vatRegime: VatRegime;
  /** A final invoice: the deposit invoice it deducts (invoices.deduction). */
  deduction?: DeductionSnapshot;
  /** A final invoice: the formula's service period (decision 050). */
  servicePeriod?: { start: string; end: string };
}

/**
 * Call it last in the transaction: the number is taken here, and the year's counter row stays
 * locked from here to the commit (every other payment of the year waits for it).
 */
export async function writeInvoice(tx: DbOrTx, payment: InvoicePayment, content: InvoiceContent): Promise<InvoiceRow> {
  const timeZone = env().APP_TIMEZONE;
  const taken = await takeInvoiceNumber(tx, invoiceYear(payment.paidAt, timeZone));
  await payment.afterNumberTaken?.(taken.number);
  const { application: app, payer } = payment;
  const { amounts } = content;
  const [row] = await tx
    .insert(invoices)
    .values({
      id: payment.id,
      number: taken.number,
      year: taken.year,
      seq: taken.seq,
      applicationId: app.id,
      userId: payer.id,
      issuedOn: today(timeZone, payment.paidAt),
      issuedAt: payment.paidAt,
      kind: content.kind,
      ...(content.deduction ? { deduction: { ...content.deduction } } : {}),
      ...(content.servicePeriod ? { serviceStart: content.servicePeriod.start, serviceEnd: content.servicePeriod.end } : {}),
      seller: { ...content.seller },
      buyer: content.buyer,
      formula: app.formula,
      formulaPriceCents: app.formulaPriceCents,
      description: content.description,
      amountExclTaxCents: amounts.exclTaxCents,
      vatRateBp: amounts.vatRateBp,
      vatCents: amounts.vatCents,
      amountInclTaxCents: amounts.inclTaxCents,
      vatRegime: content.vatRegime,
      currency: 'EUR',
      paymentProvider: payment.provider.name,
      paymentReference: payment.reference,
      lang: payment.lang,
    })
    .returning();
  return row!;
}
