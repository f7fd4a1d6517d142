/**
 * Issues a credit note (facture d'avoir, decision 024) in the transaction that records the
 * provider's refund: its own gap-free `A-YYYY-NNNNNN` number (taken last), the invoice it credits,
 * and a snapshot of seller and buyer, like an invoice. The last credit note that empties an
 * invoice takes exactly what is left of its HT and VAT, so the credit notes of an invoice add up
 * to the invoice cent for cent; earlier partial ones split their amount at the invoice's rate.
 */
import { eq, sql } from 'drizzle-orm';
import { creditNotes } from '#db/schema.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { today } from '#server/platform/dates.ts';
import { env } from '#src/env.ts';
import { formulaLabel, isFormula } from '../formulas/formulas.ts';
import { invoiceYear } from '../invoices/invoice-number.ts';
import { splitTax } from '../invoices/invoice-amounts.ts';
import { sellerIdentity } from '../invoices/seller.ts';
import type { InvoiceRow } from '../invoices/serialize-invoice.ts';
import { takeCreditNoteNumber } from './credit-note-number.ts';
import { regimeOf } from '../einvoice/vat-regime.ts';
import type { CreditNoteRow } from './serialize-credit-note.ts';
import type { Lang } from '#i18n/lang.ts';

export function creditNoteDescription(invoice: InvoiceRow, full: boolean): string {
  const formula = isFormula(invoice.formula) ? formulaLabel(invoice.formula, 'fr') : invoice.formula;
  const what = invoice.kind === 'solde' ? `du solde de la formule ${formula}` : `de l’acompte de la formule ${formula}`;
  return `Remboursement ${full ? 'total' : 'partiel'} ${what} — avoir sur la facture ${invoice.number}`;
}

/** Sums of the credit notes already issued on an invoice. */
export async function creditedSoFar(tx: DbOrTx, invoiceId: string) {
  const [row] = await tx
    .select({
      incl: sql<number>`coalesce(sum(${creditNotes.amountInclTaxCents}), 0)::int`,
      excl: sql<number>`coalesce(sum(${creditNotes.amountExclTaxCents}), 0)::int`,
      vat: sql<number>`coalesce(sum(${creditNotes.vatCents}), 0)::int`,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId));
  return { incl: Number(row?.incl ?? 0), excl: Number(row?.excl ?? 0), vat: Number(row?.vat ?? 0) };
}

export async function issueCreditNote(
  tx: DbOrTx,
  input: { id: string; invoice: InvoiceRow; refundId: string; amountCents: number; reason: string; refundReference: string; issuedAt: Date; lang: Lang },
): Promise<CreditNoteRow> {
  const { invoice } = input;
  const timeZone = env().APP_TIMEZONE;
  const before = await creditedSoFar(tx, invoice.id);
  const emptiesInvoice = before.incl + input.amountCents === invoice.amountInclTaxCents;
  const split = emptiesInvoice
    ? { exclTaxCents: invoice.amountExclTaxCents - before.excl, vatCents: invoice.vatCents - before.vat }
    : splitTax(input.amountCents, invoice.vatRateBp === null ? { exempt: true, rateBp: 0 } : { exempt: false, rateBp: invoice.vatRateBp });
  const full = before.incl === 0 && emptiesInvoice;
  const taken = await takeCreditNoteNumber(tx, invoiceYear(input.issuedAt, timeZone));
  const [row] = await tx
    .insert(creditNotes)
    .values({
      id: input.id,
      number: taken.number,
      year: taken.year,
      seq: taken.seq,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      refundId: input.refundId,
      applicationId: invoice.applicationId,
      userId: invoice.userId,
      issuedOn: today(timeZone, input.issuedAt),
      issuedAt: input.issuedAt,
      seller: { ...sellerIdentity() },
      buyer: { ...invoice.buyer },
      formula: invoice.formula,
      description: creditNoteDescription(invoice, full),
      reason: input.reason,
      amountExclTaxCents: split.exclTaxCents,
      vatRateBp: invoice.vatRateBp,
      vatCents: split.vatCents,
      amountInclTaxCents: input.amountCents,
      // A credit note follows the VAT of the invoice it credits (decision 036).
      vatRegime: regimeOf(invoice),
      currency: 'EUR',
      paymentProvider: invoice.paymentProvider,
      refundReference: input.refundReference,
      lang: input.lang,
    })
    .returning();
  return row!;
}
