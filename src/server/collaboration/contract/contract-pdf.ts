/**
 * The sealed contract as a signed PDF (docs/decisions/015-sealed-contracts.md), made
 * once, when both parties have signed, through the app's one PDF module (embedded Source Sans 3):
 * the locked text page by page, then a certificate page (parties, signatures, audit trail,
 * certificate fingerprint, text fingerprint), with the exact text attached as `contrat.txt` /
 * `contract.txt`. The whole file then carries a PAdES signature (src/server/platform/pdf/sign-pdf.ts):
 * any reader shows it as signed and unmodified, and flags any later change. The bytes are stored
 * and served as they are; verification compares SHA-256 of uploads with them, nothing else.
 */
import { z } from 'zod';
import { createPdf, FONTS, pdfToBuffer, type PdfDocument } from '#server/platform/pdf/pdf-document.ts';
import { addSignaturePlaceholder, signPdf } from '#server/platform/pdf/sign-pdf.ts';
import { formatInstantInWords } from '#server/platform/dates.ts';
import { describeEvent, type AuditEvent } from './contract-audit-text.ts';
import type { ContractParties } from './contract-types.ts';
import type { Party } from '../questionnaire/questions.ts';
import type { Lang } from '#i18n/lang.ts';
import { contractPdfTexts } from '#i18n/contract-pdf-texts.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const contractPdfQuery = z.strictObject({ match_id: z.string().max(100), download: z.enum(['0', '1']).optional() });

/** Everything the sealed PDF is made from (plain data: it can be handed to a worker thread). */
export interface SealedContractInput {
  matchId: string;
  lang: Lang;
  text: string;
  textHash: string;
  parties: ContractParties;
  signatures: Record<Party, { typed_name: string; signed_at: string }>;
  events: AuditEvent[];
  sealedAt: string;
  certificate: { fingerprint: string; subject: string };
  timeZone: string;
  /** The public verification page, printed on the certificate page. */
  verifyUrl: string;
}

export const MARGIN = 56;

/** French typography for display only (the hash covers the canonical text, spaces included). */
export function typeset(line: string, lang: Lang): string {
  if (lang !== 'fr') return line;
  return line.replace(/ ([:;?!»])/g, '\u202f$1').replace(/« /g, '«\u202f').replace(/(\d) %/g, '$1\u202f%');
}

const HEADINGS = new Set(['ENTRE LES SOUSSIGNÉS', 'ET', 'BETWEEN THE UNDERSIGNED', 'AND']);

export function writeContractText(doc: PdfDocument, text: string, lang: Lang): void {
  const width = doc.page.width - 2 * MARGIN;
  let previousBlank = false;
  text.split('\n').forEach((line, index) => {
    if (line === '') {
      if (!previousBlank) doc.moveDown(0.5);
      previousBlank = true;
      return;
    }
    previousBlank = false;
    const shown = typeset(line, lang);
    if (index === 0) {
      doc.font(FONTS.bold).fontSize(15).text(shown, MARGIN, doc.y, { width, align: 'center' });
      doc.moveDown(0.3);
    } else if (/^(Article \d+ – )/.test(line)) {
      if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
      doc.font(FONTS.semibold).fontSize(11.5).text(shown, MARGIN, doc.y, { width });
      doc.moveDown(0.15);
    } else if (HEADINGS.has(line)) {
      doc.font(FONTS.semibold).fontSize(10.5).text(shown, MARGIN, doc.y, { width });
    } else if (line.startsWith('    ')) {
      doc.font(FONTS.italic).fontSize(10.5).text(shown.trimStart(), MARGIN + 18, doc.y, { width: width - 18 });
    } else {
      doc.font(FONTS.body).fontSize(10.5).text(shown, MARGIN, doc.y, { width, lineGap: 1.5 });
    }
  });
}

function writeCertificate(doc: PdfDocument, input: SealedContractInput): void {
  const { lang, parties, timeZone } = input;
  const t = contractPdfTexts[lang].sealed;
  const width = doc.page.width - 2 * MARGIN;
  doc.addPage();
  doc.font(FONTS.bold).fontSize(16).text(t.certificate, MARGIN, MARGIN, { width });
  doc.moveDown(0.4);
  doc.font(FONTS.body).fontSize(10).fillColor('#444444').text(t.intro, { width }).fillColor('#000000');
  doc.moveDown(0.8);
  const row = (label: string, ...values: string[]) => {
    doc.font(FONTS.semibold).fontSize(10).text(label, { width });
    for (const value of values) doc.font(FONTS.body).fontSize(10.5).text(value, { width });
    doc.moveDown(0.6);
  };
  const at = (iso: string) => formatInstantInWords(new Date(iso), timeZone, lang);
  row(t.reference, input.matchId);
  for (const [label, role] of [[t.requester, 'demandeur'], [t.partner, 'partenaire']] as const) {
    const party = parties[role];
    const signature = input.signatures[role];
    row(label, `${party.name} <${party.email}>${party.brand ? ` — ${party.brand}` : ''}`, `${t.submittedAt} ${at(party.submitted_at)}`, t.signedAs(signature.typed_name, at(signature.signed_at)));
  }
  row(t.sealedAt, at(input.sealedAt), t.timeZone(timeZone));
  doc.font(FONTS.semibold).fontSize(10).text(t.hash, { width });
  doc.font(FONTS.bold).fontSize(11).text(input.textHash.match(/.{1,16}/g)!.join(' '), { width, characterSpacing: 0.5 });
  doc.moveDown(0.6);
  doc.font(FONTS.semibold).fontSize(10).text(t.signature, { width });
  doc.font(FONTS.body).fontSize(10).text(t.signatureBody(input.certificate.subject), { width });
  doc.font(FONTS.bold).fontSize(9.5).text(input.certificate.fingerprint.match(/.{1,16}/g)!.join(' '), { width, characterSpacing: 0.3 });
  doc.moveDown(0.8);
  doc.font(FONTS.semibold).fontSize(10).text(t.audit, { width });
  const names = { demandeur: parties.demandeur.name, partenaire: parties.partenaire.name };
  for (const event of input.events) doc.font(FONTS.body).fontSize(9).text(`• ${describeEvent(event, names, lang, timeZone)}`, { width, indent: 0 });
  doc.moveDown(0.8);
  doc.font(FONTS.body).fontSize(9.5).text(t.canonical, { width });
  doc.moveDown(0.4);
  doc.text(t.howToVerify(contractPdfTexts[lang].attachmentName, input.verifyUrl), { width });
  doc.moveDown(0.8);
  doc.font(FONTS.italic).fontSize(9.5).text(t.service, { width });
}

/** Footer on every page, drawn in the bottom margin (which is lifted so pdfkit adds no page). */
export function writeFooters(doc: PdfDocument, footer: (page: number, total: number) => string, color = '#555555'): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONTS.body)
      .fontSize(8)
      .fillColor(color)
      .text(footer(i + 1, range.count), MARGIN, doc.page.height - 32, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      })
      .fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
}

/** The unsigned PDF with its signature placeholder (exported for tests of the layout). */
export async function renderContractPdf(input: SealedContractInput): Promise<Buffer> {
  const { lang } = input;
  const doc = createPdf({ title: `${contractPdfTexts[lang].sealed.title} ${input.matchId}`, lang, margin: MARGIN, subject: `SHA-256 ${input.textHash}` });
  // The document's dates are the sealing time, not the rendering time (a PDF made from the same
  // data is the same document).
  (doc as unknown as { info: Record<string, unknown> }).info.CreationDate = new Date(input.sealedAt);
  writeContractText(doc, input.text, lang);
  writeCertificate(doc, input);
  writeFooters(doc, (page, total) => contractPdfTexts[lang].sealed.footer(input.matchId.slice(0, 8), input.textHash, page, total));
  doc.file(Buffer.from(input.text, 'utf8'), {
    name: contractPdfTexts[lang].attachmentName,
    type: 'text/plain',
    description: contractPdfTexts[lang].sealed.hash,
    creationDate: new Date(input.sealedAt),
    modifiedDate: new Date(input.sealedAt),
    // pdfkit writes it as /AFRelationship (PDF/A-3: the source the document was made from).
    ...({ relationship: 'Source' } as object),
  });
  addSignaturePlaceholder(doc, {
    reason: contractPdfTexts[lang].sealed.signatureReason(input.matchId),
    name: input.certificate.subject,
    location: 'Atelier',
    contactInfo: input.verifyUrl,
    signingTime: new Date(input.sealedAt),
  });
  return pdfToBuffer(doc);
}

/** The signed PDF: rendered, then signed with the PKCS#12 (see the top of this file). */
export async function renderSealedContract(input: SealedContractInput, p12: Buffer, passphrase: string): Promise<Buffer> {
  return signPdf(await renderContractPdf(input), p12, passphrase);
}

/** What a render thread is given to seal (plain data: the PKCS#12 crosses as bytes). */
export interface SealJob {
  input: SealedContractInput;
  p12: Uint8Array;
  passphrase: string;
}

/** renderSealedContract with one plain-data argument: the entry the render pool calls (decision 053). */
export function renderSealedContractJob(job: SealJob): Promise<Buffer> {
  return renderSealedContract(job.input, Buffer.from(job.p12), job.passphrase);
}
