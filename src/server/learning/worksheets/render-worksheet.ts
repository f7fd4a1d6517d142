/**
 * Draws the A4 field worksheet of a checklist item through the app's one PDF module
 * (embedded Source Sans 3, so `’`, `« »`, `Œ` and the narrow no-break space of French numbers
 * print as they are): the card title, the item with a box to tick, then the `observation` block
 * (numbered rows with lines to write on and a "keep" box each) or the `bilan` block (objective
 * reached / partly / not yet, every measure of the card before and after — with the artisan's own
 * first and latest readings printed beside the blanks when there are some — and lines for what
 * worked, what changes and the next step).
 * Drawn on a thread of the render pool (worksheet-pdf.ts, decision 053): plain data in, bytes out,
 * nothing imported but the PDF module and texts.
 */
import { createPdf, FONTS, pdfToBuffer, type PdfDocument } from '#server/platform/pdf/pdf-document.ts';
import type { Reading, WorksheetData } from './get-worksheet.ts';
import { worksheetTexts, type WorksheetTexts } from '#i18n/worksheet-pdf-texts.ts';
import type { MetricQuestion } from '../impact/card-questions.ts';
import type { Lang } from '#i18n/lang.ts';
import { formatDate, localeOf } from '#i18n/format.ts';

const MARGIN = 48;
const INK = '#1d2b36';
const MUTED = '#5b6670';
const RULE = '#9aa3ab';
const ACCENT = '#8a4b2f';

interface Sheet {
  doc: PdfDocument;
  t: WorksheetTexts;
  lang: Lang;
  left: number;
  right: number;
  width: number;
  bottom: number;
}

function box(doc: PdfDocument, x: number, y: number, size = 11): void {
  doc.save().lineWidth(0.9).strokeColor(INK).rect(x, y, size, size).stroke().restore();
}

function writingLine(doc: PdfDocument, x1: number, x2: number, y: number): void {
  doc.save().lineWidth(0.5).strokeColor(RULE).moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

/** Starts a new page when fewer than `height` points are left. */
function room(sheet: Sheet, height: number): void {
  if (sheet.doc.y + height > sheet.bottom) {
    sheet.doc.addPage();
    sheet.doc.y = MARGIN;
  }
}

function heading(sheet: Sheet, text: string, size = 14): void {
  room(sheet, size * 3);
  sheet.doc.moveDown(0.6).font(FONTS.bold).fontSize(size).fillColor(INK).text(text, sheet.left, sheet.doc.y, { width: sheet.width });
  sheet.doc.moveDown(0.2);
}

function note(sheet: Sheet, text: string): void {
  sheet.doc.font(FONTS.body).fontSize(10).fillColor(MUTED).text(text, sheet.left, sheet.doc.y, { width: sheet.width });
  sheet.doc.moveDown(0.5);
}

/** A labelled blank: `Date : ________`. */
function blank(sheet: Sheet, label: string, x: number, width: number, y: number): number {
  const { doc } = sheet;
  doc.font(FONTS.semibold).fontSize(10.5).fillColor(INK).text(label, x, y, { lineBreak: false });
  const start = x + doc.widthOfString(label) + 6;
  writingLine(doc, start, x + width, y + 12);
  return x + width;
}

function linesToWrite(sheet: Sheet, title: string, count: number): void {
  room(sheet, 20 + count * 20);
  sheet.doc.moveDown(0.3).font(FONTS.semibold).fontSize(11).fillColor(INK).text(title, sheet.left, sheet.doc.y);
  let y = sheet.doc.y;
  for (let i = 0; i < count; i++) {
    y += 20;
    writingLine(sheet.doc, sheet.left, sheet.right, y);
  }
  sheet.doc.y = y + 6;
}

function header(sheet: Sheet, data: WorksheetData): void {
  const { doc, t, left, width } = sheet;
  doc.font(FONTS.semibold).fontSize(9).fillColor(ACCENT).text(t.kicker, left, MARGIN, { width, continued: false });
  if (data.domainLabel) doc.font(FONTS.body).fontSize(9).fillColor(MUTED).text(data.domainLabel, left, MARGIN, { width, align: 'right' });
  doc.save().lineWidth(1.2).strokeColor(ACCENT).moveTo(left, MARGIN + 16).lineTo(sheet.right, MARGIN + 16).stroke().restore();
  doc.font(FONTS.bold).fontSize(20).fillColor(INK).text(data.cardTitle, left, MARGIN + 26, { width });
  doc.moveDown(0.4);
  const y = doc.y;
  box(doc, left, y + 3, 12);
  doc.font(FONTS.semibold).fontSize(14).fillColor(INK).text(data.item.label, left + 20, y, { width: width - 20 });
  if (data.item.detail) doc.font(FONTS.italic).fontSize(10.5).fillColor(MUTED).text(data.item.detail, left + 20, doc.y + 2, { width: width - 20 });
  doc.moveDown(0.8);
}

function observationBlock(sheet: Sheet): void {
  const { doc, t, left, right, width } = sheet;
  heading(sheet, t.observation.title);
  note(sheet, t.observation.intro);
  const y0 = doc.y + 4;
  blank(sheet, t.date, left, width * 0.45, y0);
  blank(sheet, t.place, left + width * 0.52, width * 0.48, y0);
  doc.y = y0 + 30;

  const numberWidth = 26;
  const keepWidth = 58;
  const rowHeight = 44;
  const takeaways = 20 + 4 * 20;
  const rows = Math.max(4, Math.min(10, Math.floor((sheet.bottom - doc.y - 24 - takeaways) / rowHeight)));
  let y = doc.y;
  doc.font(FONTS.semibold).fontSize(9.5).fillColor(MUTED);
  doc.text(t.observation.number, left, y, { width: numberWidth });
  doc.text(t.observation.seen, left + numberWidth, y, { width: width - numberWidth - keepWidth });
  doc.text(t.observation.keep, right - keepWidth, y, { width: keepWidth, align: 'center' });
  y += 16;
  doc.save().lineWidth(0.9).strokeColor(INK).moveTo(left, y).lineTo(right, y).stroke().restore();
  for (let row = 1; row <= rows; row++) {
    doc.font(FONTS.body).fontSize(10).fillColor(MUTED).text(String(row), left, y + 8, { width: numberWidth - 6 });
    writingLine(doc, left + numberWidth, right - keepWidth - 8, y + 20);
    writingLine(doc, left + numberWidth, right - keepWidth - 8, y + 38);
    box(doc, right - keepWidth / 2 - 5.5, y + 14);
    y += rowHeight;
  }
  doc.y = y + 4;
  linesToWrite(sheet, t.observation.takeaways, 4);
}

function formatValue(question: MetricQuestion, value: number, lang: Lang, t: WorksheetTexts): string {
  const l = localeOf(lang);
  switch (question.type) {
    case 'boolean':
      return value ? t.bilan.yes : t.bilan.no;
    case 'choice':
      return question.options?.[value] ?? String(value);
    case 'percent':
      return new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
    case 'currency':
      if (!question.unit || question.unit === '€') return new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR' }).format(value);
      break;
  }
  const number = new Intl.NumberFormat(l, { maximumFractionDigits: 2 }).format(value);
  return question.unit ? `${number}\u00a0${question.unit}` : number;
}

function readingText(sheet: Sheet, question: MetricQuestion, reading: Reading | null, label: (date: string) => string): string | null {
  if (!reading) return null;
  const date = formatDate(reading.date, sheet.lang, 'short');
  const colon = sheet.lang === 'fr' ? '\u202f: ' : ': ';
  return `${label(date)}${colon}${formatValue(question, reading.value, sheet.lang, sheet.t)}`;
}

/** One cell of the before/after table: boxes for yes/no and choices, a line for figures. */
function answerCell(sheet: Sheet, question: MetricQuestion, x: number, width: number, y: number, reading: string | null): number {
  const { doc, t } = sheet;
  let bottom = y + 30;
  if (question.type === 'boolean' || question.type === 'choice') {
    const options = question.type === 'boolean' ? [t.bilan.yes, t.bilan.no] : (question.options ?? []);
    let cy = y + 4;
    for (const option of options) {
      box(doc, x, cy, 9);
      doc.font(FONTS.body).fontSize(9.5).fillColor(INK).text(option, x + 14, cy - 1, { width: width - 16 });
      cy = Math.max(cy + 14, doc.y + 2);
    }
    bottom = Math.max(bottom, cy + 2);
  } else {
    writingLine(doc, x, x + width - 8, y + 22);
  }
  if (reading) {
    doc.font(FONTS.italic).fontSize(8.5).fillColor(MUTED).text(reading, x, bottom, { width: width - 8 });
    bottom = doc.y + 2;
  }
  return bottom;
}

function bilanBlock(sheet: Sheet, data: WorksheetData): void {
  const { doc, t, left, right, width } = sheet;
  heading(sheet, t.bilan.title);
  note(sheet, t.bilan.intro);
  const y0 = doc.y + 4;
  const end = blank(sheet, t.period, left, width * 0.5, y0);
  blank(sheet, t.periodTo, end + 10, width * 0.5 - 10, y0);
  doc.y = y0 + 30;

  if (data.objective) {
    doc.font(FONTS.semibold).fontSize(11).fillColor(INK).text(`${t.bilan.objective} `, left, doc.y, { continued: true });
    doc.font(FONTS.body).text(sheet.lang === 'fr' ? `«\u00a0${data.objective}\u00a0»` : `“${data.objective}”`);
    let x = left;
    const y = doc.y + 6;
    for (const choice of [t.bilan.reached, t.bilan.partly, t.bilan.notYet]) {
      box(doc, x, y, 11);
      doc.font(FONTS.body).fontSize(10.5).fillColor(INK).text(choice, x + 16, y - 1, { lineBreak: false });
      x += 16 + doc.widthOfString(choice) + 24;
    }
    doc.y = y + 24;
  }

  const colWidth = Math.min(150, (width - 150) / 2);
  const beforeX = right - 2 * colWidth;
  const afterX = right - colWidth;
  room(sheet, 60);
  let y = doc.y + 4;
  doc.font(FONTS.semibold).fontSize(9.5).fillColor(MUTED);
  doc.text(t.bilan.measure, left, y, { width: beforeX - left - 8 });
  doc.text(t.bilan.before, beforeX, y, { width: colWidth });
  doc.text(t.bilan.after, afterX, y, { width: colWidth });
  y += 16;
  doc.save().lineWidth(0.9).strokeColor(INK).moveTo(left, y).lineTo(right, y).stroke().restore();
  const rows = data.measures.length > 0 ? data.measures : null;
  if (!rows) {
    doc.font(FONTS.italic).fontSize(10).fillColor(MUTED).text(t.bilan.noMeasures, left, y + 6, { width });
    y = doc.y;
    for (let i = 0; i < 3; i++) {
      writingLine(doc, left, beforeX - 12, y + 26);
      writingLine(doc, beforeX, afterX - 8, y + 26);
      writingLine(doc, afterX, right - 8, y + 26);
      y += 30;
    }
  }
  for (const question of rows ?? []) {
    if (y + 60 > sheet.bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(FONTS.semibold).fontSize(10.5).fillColor(INK).text(question.label, left, y + 8, { width: beforeX - left - 12 });
    let bottom = doc.y;
    if (question.unit && question.type !== 'currency') {
      doc.font(FONTS.body).fontSize(9).fillColor(MUTED).text(`(${question.unit})`, left, doc.y, { width: beforeX - left - 12 });
      bottom = doc.y;
    }
    const before = answerCell(sheet, question, beforeX, colWidth, y, readingText(sheet, question, question.first, t.bilan.firstReading));
    const after = answerCell(sheet, question, afterX, colWidth, y, readingText(sheet, question, question.last, t.bilan.lastReading));
    y = Math.max(bottom, before, after) + 6;
    doc.save().lineWidth(0.4).strokeColor(RULE).moveTo(left, y).lineTo(right, y).stroke().restore();
  }
  doc.y = y + 6;
  linesToWrite(sheet, t.bilan.worked, 3);
  linesToWrite(sheet, t.bilan.change, 3);
  linesToWrite(sheet, t.bilan.next, 2);
}

/** When and where the sheet is printed: its footer's date, in the installation's time zone. */
export interface WorksheetPrinting {
  timeZone: string;
  /** An ISO instant; now when absent. */
  printedAt?: string;
}

function footers(sheet: Sheet, data: WorksheetData, printing: WorksheetPrinting): void {
  const { doc, t } = sheet;
  const printedAt = printing.printedAt ? new Date(printing.printedAt) : new Date();
  const today = formatDate(printedAt, sheet.lang, 'long', printing.timeZone);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 14;
    // Writing inside the bottom margin must not open a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONTS.body).fontSize(8.5).fillColor(MUTED).text(`${data.cardTitle} — ${t.footer(today)}`, sheet.left, y, { width: sheet.width - 40, lineBreak: false });
    doc.text(`${i + 1}/${range.count}`, sheet.left, y, { width: sheet.width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

export async function renderWorksheet(data: WorksheetData, printing: WorksheetPrinting): Promise<Buffer> {
  const t = worksheetTexts[data.lang];
  const doc = createPdf({ title: `${data.cardTitle} — ${data.item.label}`, lang: data.lang, subject: t.kicker, margin: MARGIN });
  const sheet: Sheet = {
    doc,
    t,
    lang: data.lang,
    left: MARGIN,
    right: doc.page.width - MARGIN,
    width: doc.page.width - 2 * MARGIN,
    bottom: doc.page.height - MARGIN - 16,
  };
  header(sheet, data);
  if (data.section === 'observation') observationBlock(sheet);
  else bilanBlock(sheet, data);
  footers(sheet, data, printing);
  return pdfToBuffer(doc);
}

/** renderWorksheet with one plain-data argument: the entry the render pool calls (decision 053). */
export function renderWorksheetJob(job: { data: WorksheetData; printing: WorksheetPrinting }): Promise<Buffer> {
  return renderWorksheet(job.data, job.printing);
}

export function worksheetFileName(data: WorksheetData): string {
  // No separators or control characters in the offered name.
  const label = data.item.label.replace(/[/\\\u0000-\u001f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120);
  return worksheetTexts[data.lang].fileName(label);
}
