/**
 * The contract as PDF (through the app's one PDF module, embedded Source Sans 3): the sealed
 * text, page by page, then a certificate page (match, both parties, each party's submission time,
 * the hash). The exact text is also attached to the PDF as `contrat.txt` / `contract.txt`, so
 * anyone can recompute the hash from the PDF alone; verify-contract.ts checks both the attachment
 * and the visible text. A footer on every page names the contract and its hash.
 */
import { z } from 'zod';
import { createPdf, FONTS, pdfToBuffer, type PdfDocument } from '../pdf/pdf-document.ts';
import { formatInstant } from './contract-context.ts';
import type { MatchRow } from './contract-view.ts';
import type { ContractParties } from './save-answers.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const contractPdfQuery = z.strictObject({ match_id: z.string().max(100), download: z.enum(['0', '1']).optional() });

const MARGIN = 56;
/** Text drawn below this height from the page's bottom edge is the footer (pdf.js coordinates). */
export const FOOTER_ZONE_PT = 44;
export const ATTACHMENT_NAME = { fr: 'contrat.txt', en: 'contract.txt' } as const;

const TEXTS = {
  fr: {
    title: 'Contrat de collaboration',
    certificate: 'Certificat de scellement',
    intro: 'Ce certificat accompagne le contrat qui précède. Il n’en fait pas partie : l’empreinte ci-dessous porte sur le texte du contrat seul.',
    reference: 'Collaboration (référence)',
    requester: 'Auteur de la demande',
    partner: 'Partenaire',
    submittedAt: 'Réponses validées le',
    sealedAt: 'Contrat scellé le',
    hash: 'Empreinte SHA-256 du texte',
    canonical:
      'Forme canonique : texte en Unicode NFC, fins de ligne LF, espaces insécables remplacées par des espaces ordinaires, espaces de fin de ligne et lignes vides de début et de fin retirées, sans saut de ligne final, encodé en UTF-8.',
    howToVerify: (file: string) =>
      `Vérifier : le texte exact est joint à ce PDF (fichier « ${file} ») ; « sha256sum ${file} » redonne l’empreinte ci-dessus. Chaque partie peut aussi soumettre un texte ou ce PDF au service, qui indique s’il correspond au contrat scellé.`,
    service: 'Atelier n’est pas partie au contrat, ne prend aucune part à son exécution et ne le garantit pas.',
    footer: (ref: string, hash: string, page: number, total: number) => `Contrat ${ref} · SHA-256 ${hash.slice(0, 16)}… · page ${page} sur ${total}`,
    timeZone: (zone: string) => `Heures données dans le fuseau ${zone}.`,
  },
  en: {
    title: 'Collaboration agreement',
    certificate: 'Sealing certificate',
    intro: 'This certificate accompanies the agreement above. It is not part of it: the fingerprint below covers the text of the agreement only.',
    reference: 'Collaboration (reference)',
    requester: 'Author of the request',
    partner: 'Partner',
    submittedAt: 'Answers confirmed on',
    sealedAt: 'Agreement sealed on',
    hash: 'SHA-256 fingerprint of the text',
    canonical:
      'Canonical form: Unicode NFC text, LF line endings, no-break spaces replaced by ordinary spaces, trailing spaces and leading and trailing blank lines removed, no final line feed, encoded as UTF-8.',
    howToVerify: (file: string) =>
      `To verify: the exact text is attached to this PDF (file “${file}”); “sha256sum ${file}” gives the fingerprint above again. Each party can also submit a text or this PDF to the service, which tells whether it matches the sealed agreement.`,
    service: 'Atelier is not a party to the agreement, takes no part in its performance and does not guarantee it.',
    footer: (ref: string, hash: string, page: number, total: number) => `Agreement ${ref} · SHA-256 ${hash.slice(0, 16)}… · page ${page} of ${total}`,
    timeZone: (zone: string) => `Times given in the ${zone} time zone.`,
  },
};

/** French typography for display only (the hash covers the canonical text, spaces included). */
function typeset(line: string, lang: 'fr' | 'en'): string {
  if (lang !== 'fr') return line;
  return line.replace(/ ([:;?!»])/g, '\u202f$1').replace(/« /g, '«\u202f').replace(/(\d) %/g, '$1\u202f%');
}

const HEADINGS = new Set(['ENTRE LES SOUSSIGNÉS', 'ET', 'BETWEEN THE UNDERSIGNED', 'AND']);

function writeContractText(doc: PdfDocument, text: string, lang: 'fr' | 'en'): void {
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

function writeCertificate(doc: PdfDocument, match: MatchRow, parties: ContractParties, lang: 'fr' | 'en', timeZone: string): void {
  const t = TEXTS[lang];
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
  row(t.reference, match.id);
  for (const [label, party] of [[t.requester, parties.demandeur], [t.partner, parties.partenaire]] as const) {
    row(label, `${party.name} <${party.email}>`, `${t.submittedAt} ${formatInstant(new Date(party.submitted_at), timeZone, lang)}`);
  }
  row(t.sealedAt, formatInstant(match.finalizedAt!, timeZone, lang), t.timeZone(timeZone));
  const hash = match.contractHash!;
  doc.font(FONTS.semibold).fontSize(10).text(t.hash, { width });
  doc.font(FONTS.bold).fontSize(12).text(hash.match(/.{1,16}/g)!.join(' '), { width, characterSpacing: 0.5 });
  doc.moveDown(0.8);
  doc.font(FONTS.body).fontSize(9.5).text(t.canonical, { width });
  doc.moveDown(0.4);
  doc.text(t.howToVerify(ATTACHMENT_NAME[lang]), { width });
  doc.moveDown(0.8);
  doc.font(FONTS.italic).fontSize(9.5).text(t.service, { width });
}

/** Footer on every page, drawn in the bottom margin (which is lifted so pdfkit adds no page). */
function writeFooters(doc: PdfDocument, match: MatchRow, lang: 'fr' | 'en'): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONTS.body)
      .fontSize(8)
      .fillColor('#555555')
      .text(TEXTS[lang].footer(match.id.slice(0, 8), match.contractHash!, i + 1, range.count), MARGIN, doc.page.height - 32, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      })
      .fillColor('#000000');
    doc.page.margins.bottom = bottom;
  }
}

export async function renderContractPdf(match: MatchRow, timeZone: string): Promise<Buffer> {
  return buildContractPdf(match, timeZone, match.contractText!, match.contractText!);
}

/** The PDF with a given visible text and attached text (the same, except in tests of forgeries). */
export async function buildContractPdf(match: MatchRow, timeZone: string, visibleText: string, attachedText: string): Promise<Buffer> {
  const lang = match.contractLang === 'en' ? 'en' : 'fr';
  const parties = match.contractParties as unknown as ContractParties;
  const doc = createPdf({ title: `${TEXTS[lang].title} ${match.id}`, lang, margin: MARGIN, subject: `SHA-256 ${match.contractHash}` });
  writeContractText(doc, visibleText, lang);
  writeCertificate(doc, match, parties, lang, timeZone);
  writeFooters(doc, match, lang);
  doc.file(Buffer.from(attachedText, 'utf8'), {
    name: ATTACHMENT_NAME[lang],
    type: 'text/plain',
    description: TEXTS[lang].hash,
    creationDate: match.finalizedAt!,
    modifiedDate: match.finalizedAt!,
    // pdfkit writes it as /AFRelationship (PDF/A-3: the source the document was made from).
    ...({ relationship: 'Source' } as object),
  });
  return pdfToBuffer(doc);
}

/**
 * A sealed contract never changes, and rendering it costs most of a second (font subsetting), so
 * recent PDFs are kept in memory (bounded, least recently used first out). Memory rather than file
 * storage: nothing about the parties outlives their accounts on disk.
 */
const CACHE_SIZE = 64;
const cache = new Map<string, Promise<Buffer>>();

export function contractPdf(match: MatchRow, timeZone: string): Promise<Buffer> {
  const key = `${match.id}:${match.contractHash}:${timeZone}`;
  let pdf = cache.get(key);
  if (pdf) cache.delete(key);
  else {
    pdf = renderContractPdf(match, timeZone);
    pdf.catch(() => cache.delete(key));
  }
  cache.set(key, pdf);
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return pdf;
}
