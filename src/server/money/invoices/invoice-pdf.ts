/**
 * The deposit and final invoices as Factur-X PDFs (decision 009), in French as French
 * invoices must be, drawn from the stored snapshot only. Mentions: seller (name, legal form,
 * address, SIREN, RCS, VAT number), buyer (the business and its SIREN or VAT number when it is
 * one), number, issue date, description (a final invoice: the service and its period), amounts
 * HT / TVA / TTC, the VAT regime's mention, the nature of the operation, the option for VAT on
 * debits when taken, payment date and method, the due date (the day of payment) and the late-payment
 * mentions of art. L441-10. A final invoice whose balance was paid under another VAT than its
 * deposit (decision 048) adds a VAT summary per part of the price, each with its rate or mention.
 * The page and the embedded factur-x.xml come from the same EDocument.
 */
import { createPdf, FONTS, pdfToBuffer, type PdfDocument } from '#server/platform/pdf/pdf-document.ts';
import { formatVatRate } from './invoice-amounts.ts';
import { formatDay } from '#i18n/format.ts';
import { VAT_MENTIONS } from '../einvoice/vat-regime.ts';
import { PAYMENT_METHOD_LABELS, type InvoiceRow } from './serialize-invoice.ts';
import { formulaLabel, type Formula } from '../formulas/formulas.ts';
import { buyerBlock, documentHeader, eur, INK, legalFooter, linesTable, taxMentions, totalsRow, vatSummary, warningBox } from './document-blocks.ts';
import { deductionTax, invoiceDocument, type EDocument, type VatTax } from '../einvoice/en16931-document.ts';
import { ciiXml } from '../einvoice/cii-xml.ts';
import { attachFacturX } from '../einvoice/factur-x-pdf.ts';


/** What a final invoice deducts (invoices.deduction; see issue-final-invoice.ts). */
const deductionOf = (invoice: InvoiceRow) => (invoice.kind === 'solde' ? invoice.deduction : null);

export function invoiceFileName(number: string): string {
  return `Facture ${number}.pdf`;
}

/** "TTC" where VAT is charged (or the franchise, where HT = TTC), "HT" where the buyer pays none. */
export const taxLabel = (e: EDocument) => (e.regime === 'fr' || e.regime === 'franchise' ? 'TTC' : 'HT');

const vatLabelOf = (rateBp: number | null) => (rateBp === null ? 'TVA' : `TVA ${formatVatRate(rateBp)}`);

/** "TVA 20 %", or the regime's mention where no VAT is charged (the VAT summary's column). */
const taxWords = (tax: VatTax) => (tax.vatRateBp !== null ? vatLabelOf(tax.vatRateBp) : (VAT_MENTIONS[tax.regime] ?? 'TVA 0 %'));

function totals(doc: PdfDocument, invoice: InvoiceRow, e: EDocument) {
  const row = totalsRow(doc);
  const deduction = deductionOf(invoice);
  const vatLabel = vatLabelOf(invoice.vatRateBp);
  if (deduction) {
    const own: VatTax = { regime: e.regime, vatRateBp: invoice.vatRateBp };
    const depositTax = deductionTax(deduction, own);
    // Balance and deposit under different VAT (decision 048): the formula's VAT is the sum of both, summarised below.
    const mixed = depositTax.regime !== own.regime || depositTax.vatRateBp !== own.vatRateBp;
    const depositVatLabel = vatLabelOf(depositTax.vatRateBp);
    // Final invoice: the full price, the deposit invoice deducted, the balance paid.
    row('Total HT de la formule', eur(invoice.amountExclTaxCents + deduction.excl_tax_cents));
    row(mixed ? 'TVA de la formule' : vatLabel, eur(invoice.vatCents + deduction.vat_cents));
    row('Total TTC de la formule', eur(invoice.formulaPriceCents), true);
    row(`Déduction de l’acompte, facture ${deduction.number} du ${formatDay(deduction.issued_on, 'fr')} (HT)`, `− ${eur(deduction.excl_tax_cents)}`);
    row(`Déduction de l’acompte (${depositVatLabel})`, `− ${eur(deduction.vat_cents)}`);
    row('Déduction de l’acompte (TTC)', `− ${eur(deduction.incl_tax_cents)}`);
    row('Solde HT', eur(invoice.amountExclTaxCents));
    row(`Solde ${vatLabel}`, eur(invoice.vatCents));
    row('Solde TTC', eur(invoice.amountInclTaxCents), true);
    row('Solde versé', eur(invoice.amountInclTaxCents));
    row('Reste à payer', eur(0));
    if (mixed) {
      vatSummary(doc, [
        { part: `Acompte, facture ${deduction.number} du ${formatDay(deduction.issued_on, 'fr')}`, tax: taxWords(depositTax), exclTaxCents: deduction.excl_tax_cents, vatCents: deduction.vat_cents, inclTaxCents: deduction.incl_tax_cents },
        { part: `Solde, réglé le ${formatDay(invoice.issuedOn, 'fr')}`, tax: taxWords(own), exclTaxCents: invoice.amountExclTaxCents, vatCents: invoice.vatCents, inclTaxCents: invoice.amountInclTaxCents },
      ]);
    }
  } else {
    row('Total HT', eur(invoice.amountExclTaxCents));
    row(vatLabel, eur(invoice.vatCents));
    row('Total TTC', eur(invoice.amountInclTaxCents), true);
    row('Acompte versé', eur(invoice.amountInclTaxCents));
    row('Reste à payer sur cette facture', eur(0));
  }
  taxMentions(doc, e.notes.filter((n) => n.subject === 'AAI' || n.subject === 'TXD'));
}

function payment(doc: PdfDocument, invoice: InvoiceRow, e: EDocument) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const method = PAYMENT_METHOD_LABELS[invoice.paymentProvider] ?? invoice.paymentProvider;
  const balance = invoice.formulaPriceCents - invoice.amountInclTaxCents;
  const tax = taxLabel(e);
  // The heading stays with its lines: a final invoice's VAT summary may fill the first page (decision 048).
  if (doc.y + 64 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.font(FONTS.semibold).fontSize(10.5).fillColor(INK).text('Règlement', left, doc.y, { width });
  doc.font(FONTS.body).fontSize(10);
  if (invoice.kind === 'solde') {
    doc.text(`Solde de ${eur(invoice.amountInclTaxCents)} ${tax} réglé le ${formatDay(invoice.issuedOn, 'fr')} par ${method}.`, { width });
    doc.text(`Référence du paiement : ${invoice.paymentReference}`, { width });
    doc.font(FONTS.semibold).text('Facture acquittée : la formule est entièrement réglée.', { width });
    return;
  }
  doc.text(`Acompte de ${eur(invoice.amountInclTaxCents)} ${tax} réglé le ${formatDay(invoice.issuedOn, 'fr')} par ${method}.`, { width });
  doc.text(`Référence du paiement : ${invoice.paymentReference}`, { width });
  doc.font(FONTS.semibold).text('Facture acquittée.', { width });
  doc.moveDown(0.8);
  doc.font(FONTS.body).text(
    `Cet acompte sera déduit de la facture finale de la formule ${formulaLabel(invoice.formula as Formula, 'fr')} ` +
      `(prix total ${eur(invoice.formulaPriceCents)} ${tax} ; solde restant dû à la facture finale : ${eur(balance)} ${tax}).`,
    { width },
  );
}

export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const e = invoiceDocument(invoice);
  const seller = invoice.seller;
  const title = invoice.kind === 'solde' ? 'Facture de solde' : 'Facture d’acompte';
  const doc = createPdf({ title: `${title} ${invoice.number}`, lang: 'fr', author: seller.name, subject: invoice.description, pdfA3: true });
  // The document's own date is the invoice's.
  doc.info.CreationDate = invoice.issuedAt;
  const day = formatDay(invoice.issuedOn, 'fr');
  // Paid when issued: the due date (BT-9, art. L441-9 Code de commerce) is the day of payment (decision 047).
  documentHeader(doc, seller, title.toUpperCase(), invoice.number, [`Date d’émission : ${day}`, `Date du versement : ${day}`, `Date d’échéance : ${formatDay(e.dueOn, 'fr')}`]);
  if (invoice.paymentProvider === 'test') {
    warningBox(doc, 'PAIEMENT DE TEST — document émis par le bac à sable de développement, sans valeur comptable : aucun paiement réel n’a eu lieu.');
  } else if (!seller.configured) {
    warningBox(doc, 'Identité du vendeur non configurée (réglages SELLER_*) : document de développement, sans valeur comptable.');
  }
  buyerBlock(doc, e.buyer);
  const deduction = deductionOf(invoice);
  // A final invoice states the service's period: the formula's, from the deposit's payment (decision 050).
  const period = e.period ? `\nPériode de la prestation : du ${formatDay(e.period.start, 'fr')} au ${formatDay(e.period.end, 'fr')}` : '';
  linesTable(doc, `${invoice.description}${period}`, invoice.amountExclTaxCents + (deduction?.excl_tax_cents ?? 0));
  totals(doc, invoice, e);
  payment(doc, invoice, e);
  legalFooter(doc);
  attachFacturX(doc, ciiXml(e), invoice.issuedAt);
  return pdfToBuffer(doc);
}
