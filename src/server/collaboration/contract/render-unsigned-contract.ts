/**
 * The locked contract text as a PDF before it is sealed (decision 015): what the parties read and
 * sign, downloadable from the moment the text is locked. It is NOT the contract: no signature, no
 * certificate page, and it says so on its first page and in every footer. It is never stored in
 * the database (unsigned-contract-pdf.ts keeps the last ones rendered in memory) and is never
 * recognised by the verification, which answers `unsigned_copy` for it (verify-contract.ts reads
 * the marker below in its document information). Drawn on a thread of the render pool: this
 * module imports nothing but the PDF module and texts (decision 053).
 */
import { createPdf, FONTS, pdfToBuffer } from '#server/platform/pdf/pdf-document.ts';
import { MARGIN, typeset, writeContractText, writeFooters } from './contract-pdf.ts';
import { formatInstantInWords } from '#server/platform/dates.ts';
import type { Lang } from '#i18n/lang.ts';
import { contractPdfTexts } from '#i18n/contract-pdf-texts.ts';

/** Written in the document information (`/Keywords`): a byte search finds it without parsing. */
export const UNSIGNED_MARKER = 'Atelier unsigned contract text';

export interface UnsignedContractInput {
  matchId: string;
  lang: Lang;
  text: string;
  textHash: string;
  lockedAt: string;
  /** The collaboration was closed without both signatures: this text will never be sealed. */
  closed: boolean;
  timeZone: string;
  verifyUrl: string;
}

const WARNING = '#9b1c1c';

export async function renderUnsignedContract(input: UnsignedContractInput): Promise<Buffer> {
  const { lang } = input;
  const t = contractPdfTexts[lang].unsigned;
  // The subject names the text hash as the sealed PDF's does: the verification words a copy by it.
  const doc = createPdf({ title: `${t.title} ${input.matchId}`, lang, margin: MARGIN, subject: `SHA-256 ${input.textHash}` });
  const info = (doc as unknown as { info: Record<string, unknown> }).info;
  info.Keywords = UNSIGNED_MARKER;
  // Dated by the locking of its text, not by the download.
  info.CreationDate = new Date(input.lockedAt);

  const width = doc.page.width - 2 * MARGIN;
  const when = formatInstantInWords(new Date(input.lockedAt), input.timeZone, lang);
  const note = typeset(`${input.closed ? t.closed(when) : t.awaiting(when)} ${t.verify(input.verifyUrl)}`, lang);
  doc.font(FONTS.body).fontSize(9.5);
  const boxHeight = doc.heightOfString(note, { width: width - 24 }) + 40;
  doc.save().lineWidth(1.5).strokeColor(WARNING).rect(MARGIN, MARGIN, width, boxHeight).stroke().restore();
  doc.font(FONTS.bold).fontSize(12).fillColor(WARNING).text(t.banner, MARGIN + 12, MARGIN + 10, { width: width - 24 });
  doc.font(FONTS.body).fontSize(9.5).fillColor('#000000').text(note, MARGIN + 12, doc.y + 4, { width: width - 24 });
  doc.y = MARGIN + boxHeight + 18;

  writeContractText(doc, input.text, lang);
  writeFooters(doc, (page, total) => t.footer(input.matchId.slice(0, 8), input.textHash, page, total), WARNING);
  doc.file(Buffer.from(input.text, 'utf8'), {
    name: contractPdfTexts[lang].attachmentName,
    type: 'text/plain',
    creationDate: new Date(input.lockedAt),
    modifiedDate: new Date(input.lockedAt),
  });
  return pdfToBuffer(doc);
}

