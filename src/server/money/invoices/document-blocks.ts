/**
 * The blocks every issued document (invoices, credit notes) draws: the seller's header, the
 * buyer, the lines, the totals and the mentions. French, as French invoices must be.
 */
import { FONTS, type PdfDocument } from '#server/platform/pdf/pdf-document.ts';
import { formatCents } from '#i18n/format.ts';
import { countryName } from '#i18n/countries.ts';
import { formatSiren, legalFormLine, type SellerIdentity } from './seller.ts';
import type { BuyerSnapshot } from '../einvoice/en16931-document.ts';
import { LATE_PAYMENT_MENTION, NO_DISCOUNT_MENTION } from '../einvoice/en16931-document.ts';
import { toSingleLine } from '#shared/clean-text.ts';
import { deName } from '#i18n/elision.ts';

/**
 * A stored name or address as one printed line: a row stored before the input checks may hold
 * line breaks or control characters, which would add lines to the document (decision 050).
 */
export const oneLine = (text: string) => toSingleLine(text).trim();

export const INK = '#2b2118';
export const SOFT = '#5c4d40';
const LINE = '#d9cbbb';
const ACCENT = '#8a4a22';
export const eur = (cents: number) => formatCents(cents, 'fr');


export function sellerLines(seller: SellerIdentity): string[] {
  const ids = [seller.siren ? `SIREN ${formatSiren(seller.siren)}` : 'SIREN non configuré (SELLER_SIREN)', seller.rcs].filter(Boolean).join(' — ');
  return [
    // Art. R123-237 du Code de commerce: the legal form and the capital, then SIREN and RCS (decision 050).
    legalFormLine(seller) ? oneLine(legalFormLine(seller)!) : null,
    oneLine(seller.address),
    ids,
    seller.vat_number ? `N° de TVA intracommunautaire : ${seller.vat_number}` : null,
    seller.email ? `Contact : ${seller.email}` : null,
  ].filter((l): l is string => Boolean(l));
}

const contentWidth = (doc: PdfDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** The top of every document: the seller on the left, the document's title, number and dates on the right. */
export function documentHeader(doc: PdfDocument, seller: SellerIdentity, title: string, number: string, dates: string[]) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.font(FONTS.bold).fontSize(16).fillColor(INK).text(oneLine(seller.name), left, top, { width: width * 0.55 });
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
  const width = contentWidth(doc);
  const height = doc.font(FONTS.semibold).fontSize(10).heightOfString(text, { width: width - 20 }) + 14;
  const y = doc.y;
  doc.save().lineWidth(1.5).strokeColor('#a12a2a').rect(left, y, width, height).stroke().restore();
  doc.fillColor('#a12a2a').text(text, left + 10, y + 7, { width: width - 20 });
  doc.y = y + height + 12;
  doc.x = left;
  doc.fillColor(INK);
}

/**
 * The buyer: the business when the buyer is one (its name, SIREN or VAT number, then the person
 * to whom it is addressed), else the person and their brand; then the postal address and email
 * (decision 036).
 */
export function buyerBlock(doc: PdfDocument, buyer: BuyerSnapshot, label = 'Facturé à') {
  const left = doc.page.margins.left;
  const business = buyer.business ?? null;
  doc.font(FONTS.semibold).fontSize(10).fillColor(SOFT).text(label, left);
  doc.font(FONTS.bold).fontSize(11).fillColor(INK).text(oneLine(business?.name || buyer.name || '') || '—');
  doc.font(FONTS.body).fontSize(10);
  if (business?.siren) doc.text(`SIREN ${formatSiren(oneLine(business.siren))}`);
  if (business?.vat_number) doc.text(`N° de TVA : ${oneLine(business.vat_number)}`);
  if (business && buyer.name) doc.text(`À l’attention ${deName(oneLine(buyer.name))}`);
  else if (buyer.brand) doc.text(`Marque : ${oneLine(buyer.brand)}`);
  if (buyer.address) {
    doc.text(oneLine(buyer.address.street));
    doc.text(oneLine(`${buyer.address.postal_code} ${buyer.address.city}`));
    doc.text(countryName(buyer.address.country, 'fr'));
  } else if (buyer.city) doc.text(oneLine(buyer.city));
  if (buyer.email) doc.text(oneLine(buyer.email));
  doc.moveDown(1.2);
}

/** One line: what is sold and its price excluding tax (a final invoice shows the full price). */
export function linesTable(doc: PdfDocument, description: string, exclTaxCents: number) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
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
  const width = contentWidth(doc);
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

/** One part of a price in a VAT summary: what it is, its rate or mention, its amounts. */
export interface VatSummaryRow {
  part: string;
  tax: string;
  exclTaxCents: number;
  vatCents: number;
  inclTaxCents: number;
}

/**
 * The VAT summary of a final invoice whose deposit and balance were taxed differently (decision
 * 048): per part of the price, its VAT (rate or mention), HT, TVA and TTC, as art. 242 nonies A
 * of annex II to the CGI asks for each rate.
 */
export function vatSummary(doc: PdfDocument, rows: VatSummaryRow[]) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const cols = [
    { title: 'Part du prix', x: left, w: width * 0.3, align: 'left' as const },
    { title: 'TVA applicable', x: left + width * 0.3, w: width * 0.28, align: 'left' as const },
    { title: 'Base HT', x: left + width * 0.58, w: width * 0.14, align: 'right' as const },
    { title: 'TVA', x: left + width * 0.72, w: width * 0.13, align: 'right' as const },
    { title: 'TTC', x: left + width * 0.85, w: width * 0.15, align: 'right' as const },
  ];
  doc.y += 8;
  doc.font(FONTS.semibold).fontSize(10.5).fillColor(INK).text('Récapitulatif de la TVA', left, doc.y, { width });
  doc.moveDown(0.3);
  const headY = doc.y;
  doc.font(FONTS.semibold).fontSize(9).fillColor(SOFT);
  for (const c of cols) doc.text(c.title, c.x, headY, { width: c.w - 6, align: c.align });
  let y = headY + 14;
  doc.save().strokeColor(LINE).moveTo(left, y).lineTo(left + width, y).stroke().restore();
  y += 5;
  doc.font(FONTS.body).fontSize(9).fillColor(INK);
  for (const r of rows) {
    const values = [r.part, r.tax, eur(r.exclTaxCents), eur(r.vatCents), eur(r.inclTaxCents)];
    let bottom = y;
    cols.forEach((c, i) => {
      doc.text(values[i]!, c.x, y, { width: c.w - 6, align: c.align });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 4;
  }
  doc.save().strokeColor(LINE).moveTo(left, y).lineTo(left + width, y).stroke().restore();
  doc.y = y + 6;
  doc.x = left;
}

/** The tax mentions (nature of the operation, the VAT regime's mention, the option for debits), right-aligned under the totals. */
export function taxMentions(doc: PdfDocument, notes: { text: string }[]) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.y += 2;
  for (const note of notes) doc.font(FONTS.semibold).fontSize(9.5).fillColor(INK).text(note.text, left + width * 0.25, doc.y, { width: width * 0.75, align: 'right' });
  doc.x = left;
  doc.moveDown(1.2);
}

/** The payment-terms mentions (art. L441-9 Code de commerce) of an invoice, and of a credit note, which keeps them (decision 047). */
export function legalFooter(doc: PdfDocument) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const text = `${NO_DISCOUNT_MENTION} ${LATE_PAYMENT_MENTION}`;
  doc.font(FONTS.body).fontSize(8.5).fillColor(SOFT);
  const height = doc.heightOfString(text, { width });
  let y = doc.page.height - doc.page.margins.bottom - height - 4;
  // A long document (a business buyer, a sandbox warning, a final invoice's rows) may reach the
  // footer's place: the mentions then go to the foot of a second page rather than over the text.
  if (doc.y > y - 14) {
    doc.addPage();
    y = doc.page.height - doc.page.margins.bottom - height - 4;
  }
  doc.save().strokeColor(LINE).moveTo(left, y - 8).lineTo(left + width, y - 8).stroke().restore();
  doc.text(text, left, y, { width, lineBreak: true });
}
