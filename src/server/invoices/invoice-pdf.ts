/**
 * The deposit and final invoices as PDF (decisions §7, decision 024), in French as French invoices must be, drawn from
 * the stored snapshot only: the same invoice always prints the same mentions and amounts.
 * Mentions: seller (name, legal form, address, SIREN, RCS, VAT number), buyer, number, issue
 * date, description, amounts HT / TVA / TTC (or "TVA non applicable, art. 293 B du CGI"),
 * payment date and method, and the late-payment mentions of art. L441-10 of the Code de commerce.
 */
import { createPdf, FONTS, pdfToBuffer, type PdfDocument } from '../pdf/pdf-document.ts';
import { formatEuros } from '../../i18n/money.ts';
import { formatVatRate } from './invoice-amounts.ts';
import { formatSiren, type SellerIdentity } from './seller.ts';
import { PAYMENT_METHOD_LABELS, type InvoiceRow } from './serialize-invoice.ts';
import { formulaLabel, type Formula } from '../formulas/formulas.ts';
import { formatDay } from '../../i18n/ui-applications.ts';
import { countryName } from '../../i18n/countries.ts';

const INK = '#2b2118';
const SOFT = '#5c4d40';
const LINE = '#d9cbbb';
const ACCENT = '#8a4a22';
const eur = (cents: number) => formatEuros(cents, 'fr');

/** "22 novembre 2026" (a calendar day: formatted at UTC midnight, no time-zone shift). */
export function formatFrenchDate(ymd: string): string {
  return formatDay(ymd, 'fr');
}

/** What a final invoice deducts (invoices.deduction; see issue-final-invoice.ts). */
interface DeductionSnapshot {
  number: string;
  issued_on: string;
  excl_tax_cents: number;
  vat_cents: number;
  incl_tax_cents: number;
}

const deductionOf = (invoice: InvoiceRow) => (invoice.kind === 'solde' ? (invoice.deduction as unknown as DeductionSnapshot | null) : null);

export function invoiceFileName(number: string): string {
  return `Facture ${number}.pdf`;
}

export interface Buyer {
  name?: string;
  brand?: string;
  email?: string;
  city?: string | null;
  /** Given at the application's last step (issue 22); absent on invoices issued before. */
  address?: { street: string; postal_code: string; city: string; country: string } | null;
}

export function sellerLines(seller: SellerIdentity): string[] {
  const ids = [seller.siren ? `SIREN ${formatSiren(seller.siren)}` : 'SIREN non configuré (SELLER_SIREN)', seller.rcs].filter(Boolean).join(' — ');
  return [
    seller.legal_form,
    seller.address,
    ids,
    seller.vat_number ? `N° de TVA intracommunautaire : ${seller.vat_number}` : null,
    seller.email ? `Contact : ${seller.email}` : null,
  ].filter((l): l is string => Boolean(l));
}

/** The top of every document: the seller on the left, the document's title, number and dates on the right. */
export function documentHeader(doc: PdfDocument, seller: SellerIdentity, title: string, number: string, dates: string[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  doc.font(FONTS.bold).fontSize(16).fillColor(INK).text(seller.name, left, top, { width: width * 0.55 });
  doc.font(FONTS.body).fontSize(9.5).fillColor(SOFT);
  for (const line of sellerLines(seller)) doc.text(line, { width: width * 0.55 });
  const leftBottom = doc.y;

  const rightX = left + width * 0.58;
  const rightW = width * 0.42;
  doc.font(FONTS.bold).fontSize(17).fillColor(ACCENT).text(title, rightX, top, { width: rightW, align: 'right' });
  doc.font(FONTS.semibold).fontSize(11).fillColor(INK).text(`N° ${number}`, { width: rightW, align: 'right' });
  doc.font(FONTS.body).fontSize(9.5).fillColor(INK);
  for (const line of dates) doc.text(line, { width: rightW, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 18;
  doc.x = left;
}

export function warningBox(doc: PdfDocument, text: string) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const height = doc.font(FONTS.semibold).fontSize(10).heightOfString(text, { width: width - 20 }) + 14;
  const y = doc.y;
  doc.save().lineWidth(1.5).strokeColor('#a12a2a').rect(left, y, width, height).stroke().restore();
  doc.fillColor('#a12a2a').text(text, left + 10, y + 7, { width: width - 20 });
  doc.y = y + height + 12;
  doc.x = left;
  doc.fillColor(INK);
}

export function buyerBlock(doc: PdfDocument, buyer: Buyer, label = 'Facturé à') {
  const left = doc.page.margins.left;
  doc.font(FONTS.semibold).fontSize(10).fillColor(SOFT).text(label, left);
  doc.font(FONTS.bold).fontSize(11).fillColor(INK).text(buyer.name || '—');
  doc.font(FONTS.body).fontSize(10);
  if (buyer.brand) doc.text(`Marque : ${buyer.brand}`);
  if (buyer.address) {
    doc.text(buyer.address.street);
    doc.text(`${buyer.address.postal_code} ${buyer.address.city}`);
    doc.text(countryName(buyer.address.country, 'fr'));
  } else if (buyer.city) doc.text(buyer.city);
  if (buyer.email) doc.text(buyer.email);
  doc.moveDown(1.2);
}

/** One line: what is sold and its price excluding tax (a final invoice shows the full price). */
export function linesTable(doc: PdfDocument, description: string, exclTaxCents: number) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const cols = [
    { title: 'Désignation', x: left, w: width * 0.52, align: 'left' as const },
    { title: 'Qté', x: left + width * 0.52, w: width * 0.08, align: 'right' as const },
    { title: 'Prix unitaire HT', x: left + width * 0.6, w: width * 0.2, align: 'right' as const },
    { title: 'Total HT', x: left + width * 0.8, w: width * 0.2, align: 'right' as const },
  ];
  const headY = doc.y;
  doc.font(FONTS.semibold).fontSize(9.5).fillColor(SOFT);
  for (const c of cols) doc.text(c.title, c.x, headY, { width: c.w, align: c.align });
  const ruleY = headY + 15;
  doc.save().strokeColor(LINE).moveTo(left, ruleY).lineTo(left + width, ruleY).stroke().restore();

  const rowY = ruleY + 7;
  doc.font(FONTS.body).fontSize(10).fillColor(INK);
  const values = [description, '1', eur(exclTaxCents), eur(exclTaxCents)];
  let bottom = rowY;
  cols.forEach((c, i) => {
    doc.text(values[i]!, c.x, rowY, { width: c.w - (i === 0 ? 12 : 0), align: c.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.save().strokeColor(LINE).moveTo(left, bottom + 6).lineTo(left + width, bottom + 6).stroke().restore();
  doc.y = bottom + 14;
  doc.x = left;
}

/** A right-aligned "label … amount" row writer for totals blocks. */
export function totalsRow(doc: PdfDocument) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelX = left + width * 0.3;
  const labelW = width * 0.5;
  const valueX = left + width * 0.8;
  const valueW = width * 0.2;
  return (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONTS.bold : FONTS.body).fontSize(bold ? 11 : 10).fillColor(INK);
    doc.text(label, labelX, y, { width: labelW, align: 'right' });
    doc.text(value, valueX, y, { width: valueW, align: 'right' });
    doc.y = y + Math.max(bold ? 17 : 15, doc.heightOfString(label, { width: labelW }) + 3);
  };
}

export const VAT_EXEMPT_MENTION = 'TVA non applicable, art. 293 B du CGI';

function totals(doc: PdfDocument, invoice: InvoiceRow) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = totalsRow(doc);
  const deduction = deductionOf(invoice);
  if (deduction) {
    // Final invoice: the full price, the deposit invoice deducted, the balance paid.
    const vatLabel = invoice.vatRateBp === null ? 'TVA' : `TVA ${formatVatRate(invoice.vatRateBp)}`;
    row('Total HT de la formule', eur(invoice.amountExclTaxCents + deduction.excl_tax_cents));
    row(vatLabel, eur(invoice.vatCents + deduction.vat_cents));
    row('Total TTC de la formule', eur(invoice.formulaPriceCents), true);
    row(`Déduction de l’acompte, facture ${deduction.number} du ${formatFrenchDate(deduction.issued_on)} (HT)`, `− ${eur(deduction.excl_tax_cents)}`);
    row(`Déduction de l’acompte (${vatLabel})`, `− ${eur(deduction.vat_cents)}`);
    row('Déduction de l’acompte (TTC)', `− ${eur(deduction.incl_tax_cents)}`);
    row('Solde HT', eur(invoice.amountExclTaxCents));
    row(`Solde ${vatLabel}`, eur(invoice.vatCents));
    row('Solde TTC', eur(invoice.amountInclTaxCents), true);
    row('Solde versé', eur(invoice.amountInclTaxCents));
    row('Reste à payer', eur(0));
    if (invoice.vatRateBp === null) doc.font(FONTS.semibold).fontSize(10).text(VAT_EXEMPT_MENTION, left, doc.y + 2, { width, align: 'right' });
    doc.x = left;
    doc.moveDown(1.2);
    return;
  }
  row('Total HT', eur(invoice.amountExclTaxCents));
  if (invoice.vatRateBp === null) row('TVA', eur(0));
  else row(`TVA ${formatVatRate(invoice.vatRateBp)}`, eur(invoice.vatCents));
  row('Total TTC', eur(invoice.amountInclTaxCents), true);
  row('Acompte versé', eur(invoice.amountInclTaxCents));
  row('Reste à payer sur cette facture', eur(0));
  if (invoice.vatRateBp === null) {
    doc.font(FONTS.semibold).fontSize(10).text(VAT_EXEMPT_MENTION, left, doc.y + 2, { width, align: 'right' });
  }
  doc.x = left;
  doc.moveDown(1.2);
}

function payment(doc: PdfDocument, invoice: InvoiceRow) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const method = PAYMENT_METHOD_LABELS[invoice.paymentProvider] ?? invoice.paymentProvider;
  const balance = invoice.formulaPriceCents - invoice.amountInclTaxCents;
  doc.font(FONTS.semibold).fontSize(10.5).fillColor(INK).text('Règlement', left, doc.y, { width });
  doc.font(FONTS.body).fontSize(10);
  if (invoice.kind === 'solde') {
    doc.text(`Solde de ${eur(invoice.amountInclTaxCents)} TTC réglé le ${formatFrenchDate(invoice.issuedOn)} par ${method}.`, { width });
    doc.text(`Référence du paiement : ${invoice.paymentReference}`, { width });
    doc.font(FONTS.semibold).text('Facture acquittée : la formule est entièrement réglée.', { width });
    return;
  }
  doc.text(`Acompte de ${eur(invoice.amountInclTaxCents)} TTC réglé le ${formatFrenchDate(invoice.issuedOn)} par ${method}.`, { width });
  doc.text(`Référence du paiement : ${invoice.paymentReference}`, { width });
  doc.font(FONTS.semibold).text('Facture acquittée.', { width });
  doc.moveDown(0.8);
  doc.font(FONTS.body).text(
    `Cet acompte sera déduit de la facture finale de la formule ${formulaLabel(invoice.formula as Formula, 'fr')} ` +
      `(prix total ${eur(invoice.formulaPriceCents)} TTC ; solde restant dû à la facture finale : ${eur(balance)} TTC).`,
    { width },
  );
}

export function legalFooter(doc: PdfDocument) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const text =
    'Pas d’escompte pour paiement anticipé. En cas de retard de paiement, des pénalités au taux de trois fois le taux ' +
    'd’intérêt légal sont exigibles, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € ' +
    '(art. L441-10 et D441-5 du Code de commerce).';
  doc.font(FONTS.body).fontSize(8.5).fillColor(SOFT);
  const height = doc.heightOfString(text, { width });
  const y = doc.page.height - doc.page.margins.bottom - height - 4;
  doc.save().strokeColor(LINE).moveTo(left, y - 8).lineTo(left + width, y - 8).stroke().restore();
  doc.text(text, left, y, { width, lineBreak: true });
}

export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const seller = invoice.seller as unknown as SellerIdentity;
  const title = invoice.kind === 'solde' ? 'Facture de solde' : 'Facture d’acompte';
  const doc = createPdf({ title: `${title} ${invoice.number}`, lang: 'fr', author: seller.name, subject: invoice.description });
  // The document's own date is the invoice's, whenever it is downloaded again.
  doc.info.CreationDate = invoice.issuedAt;
  const day = formatFrenchDate(invoice.issuedOn);
  documentHeader(doc, seller, title.toUpperCase(), invoice.number, [`Date d’émission : ${day}`, `Date du versement : ${day}`]);
  if (invoice.paymentProvider === 'test') {
    warningBox(doc, 'PAIEMENT DE TEST — document émis par le bac à sable de développement, sans valeur comptable : aucun paiement réel n’a eu lieu.');
  } else if (!seller.configured) {
    warningBox(doc, 'Identité du vendeur non configurée (réglages SELLER_*) : document de développement, sans valeur comptable.');
  }
  buyerBlock(doc, invoice.buyer as Buyer);
  const deduction = deductionOf(invoice);
  linesTable(doc, invoice.description, invoice.amountExclTaxCents + (deduction?.excl_tax_cents ?? 0));
  totals(doc, invoice);
  payment(doc, invoice);
  legalFooter(doc);
  return pdfToBuffer(doc);
}
