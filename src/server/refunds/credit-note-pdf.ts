/**
 * The credit note (facture d'avoir) as a PDF (decision 024), in French like the invoices, drawn
 * from its stored snapshot only. Mentions: seller, buyer, its own number and date, the number
 * and date of the invoice it credits, what is given back (HT, TVA, TTC, or the art. 293 B
 * mention), the refund's date, method and reference.
 */
import { createPdf, FONTS, pdfToBuffer } from '../pdf/pdf-document.ts';
import { formatEuros } from '../../i18n/money.ts';
import { formatVatRate } from '../invoices/invoice-amounts.ts';
import type { SellerIdentity } from '../invoices/seller.ts';
import { PAYMENT_METHOD_LABELS } from '../invoices/serialize-invoice.ts';
import { buyerBlock, documentHeader, formatFrenchDate, legalFooter, linesTable, totalsRow, VAT_EXEMPT_MENTION, warningBox, type Buyer } from '../invoices/invoice-pdf.ts';
import type { CreditNoteRow } from './serialize-credit-note.ts';

const eur = (cents: number) => formatEuros(cents, 'fr');

export function creditNoteFileName(number: string): string {
  return `Avoir ${number}.pdf`;
}

export async function renderCreditNotePdf(note: CreditNoteRow, invoiceIssuedOn: string): Promise<Buffer> {
  const seller = note.seller as unknown as SellerIdentity;
  const doc = createPdf({ title: `Facture d’avoir ${note.number}`, lang: 'fr', author: seller.name, subject: note.description });
  doc.info.CreationDate = note.issuedAt;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  documentHeader(doc, seller, 'FACTURE D’AVOIR', note.number, [
    `Date d’émission : ${formatFrenchDate(note.issuedOn)}`,
    `Facture d’origine : ${note.invoiceNumber}`,
    `du ${formatFrenchDate(invoiceIssuedOn)}`,
  ]);
  if (note.paymentProvider === 'test') {
    warningBox(doc, 'REMBOURSEMENT DE TEST — document émis par le bac à sable de développement, sans valeur comptable : aucun remboursement réel n’a eu lieu.');
  } else if (!seller.configured) {
    warningBox(doc, 'Identité du vendeur non configurée (réglages SELLER_*) : document de développement, sans valeur comptable.');
  }
  buyerBlock(doc, note.buyer as Buyer, 'Avoir établi pour');
  linesTable(doc, note.description, note.amountExclTaxCents);
  const row = totalsRow(doc);
  row('Total HT de l’avoir', eur(note.amountExclTaxCents));
  row(note.vatRateBp === null ? 'TVA' : `TVA ${formatVatRate(note.vatRateBp)}`, eur(note.vatCents));
  row('Total TTC de l’avoir', eur(note.amountInclTaxCents), true);
  row('Montant remboursé', eur(note.amountInclTaxCents));
  if (note.vatRateBp === null) doc.font(FONTS.semibold).fontSize(10).text(VAT_EXEMPT_MENTION, left, doc.y + 2, { width, align: 'right' });
  doc.x = left;
  doc.moveDown(1.2);
  const method = PAYMENT_METHOD_LABELS[note.paymentProvider] ?? note.paymentProvider;
  doc.font(FONTS.semibold).fontSize(10.5).text('Remboursement', left, doc.y, { width });
  doc.font(FONTS.body).fontSize(10);
  doc.text(`Cet avoir annule ${eur(note.amountInclTaxCents)} TTC de la facture ${note.invoiceNumber}. Montant remboursé le ${formatFrenchDate(note.issuedOn)} par ${method}, sur le moyen de paiement d’origine.`, { width });
  doc.text(`Référence du remboursement : ${note.refundReference}`, { width });
  if (note.reason) doc.text(`Motif : ${note.reason}`, { width });
  legalFooter(doc);
  return pdfToBuffer(doc);
}
