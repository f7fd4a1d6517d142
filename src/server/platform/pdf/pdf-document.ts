/**
 * The one way the app makes PDFs (worksheets, invoices, contracts): pdfkit with an embedded
 * open-licence font. The 14 standard PDF fonts cannot print text French needs (the narrow
 * no-break space U+202F that `Intl.NumberFormat('fr-FR')` writes in `1 490,00 €`, `’`, `« »`…),
 * so every document uses Source Sans 3 (SIL OFL 1.1), full TrueType files in assets/fonts/
 * (the web subsets lack U+202F; see assets/fonts/README.md).
 */
import PDFDocument from 'pdfkit';
import { resolve } from 'node:path';
import type { Lang } from '#i18n/lang.ts';
import { localeOf } from '#i18n/format.ts';

const FONT_DIR = resolve(process.env.ATELIER_ROOT ?? process.cwd(), 'assets/fonts');

/** Font names to pass to `doc.font(…)`. */
export const FONTS = {
  body: 'body',
  italic: 'body-italic',
  semibold: 'body-semibold',
  bold: 'body-bold',
} as const;

const FONT_FILES: Record<(typeof FONTS)[keyof typeof FONTS], string> = {
  body: 'SourceSans3_400Regular.ttf',
  'body-italic': 'SourceSans3_400Regular_Italic.ttf',
  'body-semibold': 'SourceSans3_600SemiBold.ttf',
  'body-bold': 'SourceSans3_700Bold.ttf',
};

export type PdfDocument = InstanceType<typeof PDFDocument>;

export interface PdfOptions {
  title: string;
  lang: Lang;
  author?: string;
  subject?: string;
  /** Page margins in points (A4 is 595 × 842 pt). */
  margin?: number;
  /** PDF/A-3b (PDF 1.7, sRGB output intent, XMP metadata): the base of a Factur-X (decision 036). */
  pdfA3?: boolean;
}

/** An A4 document with the fonts registered, metadata set and the body font selected. */
export function createPdf(options: PdfOptions): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin ?? 56,
    lang: localeOf(options.lang),
    displayTitle: true,
    info: { Title: options.title, Author: options.author ?? 'Atelier', Subject: options.subject ?? '', Creator: 'Atelier' },
    bufferPages: true,
    ...(options.pdfA3 ? { pdfVersion: '1.7' as const, subset: 'PDF/A-3b' as const } : {}),
  });
  for (const [name, file] of Object.entries(FONT_FILES)) {
    const parsed = parsedFonts.get(name) as { _glyphs?: Record<number, unknown> } | undefined;
    // fontkit keeps each glyph object with the characters it was first made for, and pdfkit
    // writes a document's text layer (ToUnicode) from them: glyphs made for an earlier document
    // could map a later one's '.' to ')' (credit-note-pdf.test.ts renders two in a row and reads
    // the second). Each document starts with fresh glyph objects (cheap);
    // the parsed layout tables, the costly part, stay shared.
    if (parsed) parsed._glyphs = {};
    // pdfkit takes a parsed (fontkit) font as well as a path; see parsedFonts below.
    doc.registerFont(name, (parsed ?? resolve(FONT_DIR, file)) as string);
    if (!parsed) {
      doc.font(name);
      parsedFonts.set(name, (doc as unknown as { _font: { font: unknown } })._font.font);
    }
  }
  doc.font(FONTS.body);
  if (options.pdfA3) {
    escapeXmpInfo(doc);
    dropStrayMetadataLength(doc);
  }
  return doc;
}

type RefMaker = (data: Record<string, unknown>) => unknown;

/** Runs `step` with pdfkit's object maker (`doc.ref`) seeing each object's dictionary first. */
function withObjectsSeen(doc: PdfDocument, see: (data: Record<string, unknown>) => Record<string, unknown>, step: () => void): void {
  const target = doc as unknown as { ref: RefMaker };
  const ref = target.ref.bind(target);
  target.ref = (data) => ref(see(data ?? {}));
  try {
    step();
  } finally {
    delete (target as { ref?: RefMaker }).ref; // the prototype's again
  }
}

/**
 * pdfkit writes the XMP stream's dictionary with a stray `/length` beside the real `/Length`
 * (PDF names are case-sensitive: a validator reads an unknown key). Decision 047.
 */
function dropStrayMetadataLength(doc: PdfDocument): void {
  const target = doc as unknown as { endMetadata(): void };
  const endMetadata = target.endMetadata.bind(target);
  target.endMetadata = () =>
    withObjectsSeen(
      doc,
      (data) => {
        if (data.Type !== 'Metadata') return data;
        const { length: _, ...rest } = data;
        return rest;
      },
      endMetadata,
    );
}

/**
 * Embeds a file (pdfkit's `doc.file`) with its `/CheckSum` as the PDF specification has it: the
 * 16 bytes of the MD5 (written `<hex>`), where pdfkit writes the 32 characters of its hexadecimal
 * text (decision 047). `relationship` is the file specification's AFRelationship (PDF/A-3).
 */
export function embedFile(
  doc: PdfDocument,
  bytes: Buffer,
  options: { name: string; type: string; description: string; relationship: string; creationDate: Date; modifiedDate: Date },
): void {
  withObjectsSeen(
    doc,
    (data) => {
      const params = data.Params as { CheckSum?: unknown } | undefined;
      if (data.Type === 'EmbeddedFile' && params?.CheckSum instanceof String) params.CheckSum = Buffer.from(params.CheckSum.valueOf(), 'hex');
      return data;
    },
    // `relationship` is pdfkit's, missing from its types.
    () => doc.file(bytes, options as Parameters<PdfDocument['file']>[1]),
  );
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * pdfkit copies Title, Author and Subject into the XMP metadata as they are: a seller named
 * "Dupont & Fils" would make the XMP malformed, and the PDF/A invalid. The Info dictionary is
 * written before the XMP (PDFDocument.end), so the XMP step gets escaped copies, then the values back.
 */
function escapeXmpInfo(doc: PdfDocument): void {
  const target = doc as unknown as { _addInfo(): void; info: Record<string, unknown> };
  const addInfo = target._addInfo.bind(target);
  target._addInfo = () => {
    const saved = { ...target.info };
    for (const [key, value] of Object.entries(saved)) if (typeof value === 'string') target.info[key] = xmlText(value);
    addInfo();
    Object.assign(target.info, saved);
  };
}

/**
 * Fonts parsed once per process and shared by every document (each document still embeds its
 * own subset). Parsing a font again for each document (its layout tables) cost ~80 ms per font
 * used: an invoice with three weights took 170–400 ms of CPU, blocking the server meanwhile.
 */
const parsedFonts = new Map<string, unknown>();

/** Ends the document and collects its bytes. */
export function pdfToBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolveBuffer, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolveBuffer(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** A PDF response: inline or attachment, with a file name that keeps accents (RFC 6266 `filename*`). */
export function pdfResponse(bytes: Buffer, fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'content-disposition': contentDisposition(fileName, disposition),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * `attachment; filename="Oeuvre d'ete.pdf"; filename*=UTF-8''%C5%92uvre%20d%E2%80%99%C3%A9t%C3%A9.pdf`:
 * an ASCII fallback for old clients, the exact name for the others.
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/Œ/g, 'OE')
    .replace(/œ/g, 'oe')
    .replace(/[’‘]/g, "'")
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
