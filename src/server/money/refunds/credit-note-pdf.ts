/**
 * The credit note (facture d'avoir) as a Factur-X PDF (decisions 024, 036), in French like the
 * invoices, drawn from its stored snapshot only. Mentions: seller, buyer, its own number and
 * date, the number and date of the invoice it credits, what is given back (HT, TVA, TTC), the VAT
 * mention of the invoice it credits, the refund's date (its due date, BT-9), method and reference,
 * and the invoice's payment-terms mentions: a credit note is a rectifying invoice and keeps them
 * (decision 047, BR-FR-05).
 */
import { createPdf, FONTS, pdfToBuffer } from '#server/platform/pdf/pdf-document.ts';
import { formatVatRate } from '../invoices/invoice-amounts.ts';
import { formatDay } from '#i18n/format.ts';
import { PAYMENT_METHOD_LABELS } from '../invoices/serialize-invoice.ts';
import { buyerBlock, documentHeader, eur, legalFooter, linesTable, oneLine, taxMentions, totalsRow, warningBox } from '../invoices/document-blocks.ts';
import { taxLabel } from '../invoices/invoice-pdf.ts';
import { creditNoteDocument } from '../einvoice/en16931-document.ts';
import { ciiXml } from '../einvoice/cii-xml.ts';
import { attachFacturX } from '../einvoice/factur-x-pdf.ts';
import type { CreditNoteRow } from './serialize-credit-note.ts';

export function creditNoteFileName(number: string): string {
  return `Avoir ${number}.pdf`;
}

export async function renderCreditNotePdf(note: CreditNoteRow, invoiceIssuedOn: string): Promise<Buffer> {
  const e = creditNoteDocument(note, invoiceIssuedOn);
  const seller = note.seller;
  const doc = createPdf({ title: `Facture d’avoir ${note.number}`, lang: 'fr', author: seller.name, subject: note.description, pdfA3: true });
  doc.info.CreationDate = note.issuedAt;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  documentHeader(doc, seller, 'FACTURE D’AVOIR', note.number, [
    `Date d’émission : ${formatDay(note.issuedOn, 'fr')}`,
    // Refunded when issued: the due date (BT-9) is the day of the refund (decision 047).
    `Date d’échéance (remboursement) : ${formatDay(e.dueOn, 'fr')}`,
    `Facture d’origine : ${note.invoiceNumber}`,
    `du ${formatDay(invoiceIssuedOn, 'fr')}`,
  ]);
  if (note.paymentProvider === 'test') {
    warningBox(doc, 'REMBOURSEMENT DE TEST — document émis par le bac à sable de développement, sans valeur comptable : aucun remboursement réel n’a eu lieu.');
  } else if (!seller.configured) {
    warningBox(doc, 'Identité du vendeur non configurée (réglages SELLER_*) : document de développement, sans valeur comptable.');
  }
  buyerBlock(doc, e.buyer, 'Avoir établi pour');
  linesTable(doc, note.description, note.amountExclTaxCents);
  const row = totalsRow(doc);
  row('Total HT de l’avoir', eur(note.amountExclTaxCents));
  row(note.vatRateBp === null ? 'TVA' : `TVA ${formatVatRate(note.vatRateBp)}`, eur(note.vatCents));
  row('Total TTC de l’avoir', eur(note.amountInclTaxCents), true);
  row('Montant remboursé', eur(note.amountInclTaxCents));
  taxMentions(doc, e.notes.filter((n) => n.subject === 'AAI' || n.subject === 'TXD'));
  const method = PAYMENT_METHOD_LABELS[note.paymentProvider] ?? note.paymentProvider;
  doc.font(FONTS.semibold).fontSize(10.5).text('Remboursement', left, doc.y, { width });
  doc.font(FONTS.body).fontSize(10);
  doc.text(
    `Cet avoir annule ${eur(note.amountInclTaxCents)} ${taxLabel(e)} de la facture ${note.invoiceNumber}. Montant remboursé le ${formatDay(note.issuedOn, 'fr')} par ${method}, sur le moyen de paiement d’origine.`,
    { width },
  );
  doc.text(`Référence du remboursement : ${note.refundReference}`, { width });
  if (note.reason) doc.text(`Motif : ${oneLine(note.reason)}`, { width });
  legalFooter(doc);
  attachFacturX(doc, ciiXml(e), note.issuedAt);
  return pdfToBuffer(doc);
}
