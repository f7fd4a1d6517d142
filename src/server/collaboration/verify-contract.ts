/**
 * POST /api/collaboration-contract/verify: does a text, or a PDF, match the sealed contract?
 *
 * - A text matches when the SHA-256 of its canonical form equals the contract's hash (so one
 *   changed character is a mismatch; line endings, no-break spaces and trailing spaces are not).
 * - A PDF matches when (1) the text attached to it (`contrat.txt`, as our PDFs carry) hashes to
 *   the contract's hash AND (2) the text printed on its contract pages, read back with pdf.js, is
 *   the same text, compared without whitespace (line wrapping and page breaks move it) and without
 *   characters the PDF font cannot print. A PDF whose attachment is intact but whose visible text
 *   was edited is therefore refused, and so is any PDF we did not produce.
 */
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { createPdf, FONTS } from '../pdf/pdf-document.ts';
import { contractHash } from './canonical-text.ts';
import { ATTACHMENT_NAME, FOOTER_ZONE_PT } from './contract-pdf.ts';
import { findMatchForParty } from './contract-view.ts';
import { FIELD_TEXTS } from './input.ts';
import type { Lang } from '../i18n/messages.ts';

export const PDF_LIMIT = 5 * 1024 * 1024;
/** Checks per user and minute (429 with Retry-After beyond). */
export const VERIFY_PER_MINUTE = 30;
const MAX_PAGES = 300;

export const verifyTextInput = z.strictObject({ match_id: z.string().max(100), text: z.string().max(200_000) });
export const verifyPdfQuery = z.strictObject({ match_id: z.string().max(100) });

export interface VerifyResult {
  match: boolean;
  /** SHA-256 of the submitted text's canonical form (for a PDF: of its attached text), or null. */
  computed_hash: string | null;
  contract_hash: string;
}

type Glyphs = { hasGlyphForCodePoint(codePoint: number): boolean };
let printable: ((codePoint: number) => boolean) | null = null;

/** True when every font the contract PDF uses has a glyph for the character. */
function isPrintable(codePoint: number): boolean {
  if (!printable) {
    const doc = createPdf({ title: 'glyphs', lang: 'fr' });
    const fonts = Object.values(FONTS).map((name) => (doc.font(name) as unknown as { _font: { font: Glyphs } })._font.font);
    printable = (c) => fonts.every((font) => font.hasGlyphForCodePoint(c));
  }
  return printable(codePoint);
}

/** What must survive a round trip through a PDF: no whitespace, no character the font lacks. */
export function printedForm(text: string): string {
  let out = '';
  for (const char of text.replace(/[\s\u0000]+/gu, '')) if (isPrintable(char.codePointAt(0)!)) out += char;
  return out;
}

async function loadPdfJs() {
  return import('unpdf');
}

export async function verifyText(db: DbOrTx, viewerId: string, matchId: string, text: string, lang: Lang): Promise<VerifyResult> {
  const { match } = await findMatchForParty(db, viewerId, matchId);
  if (match.contractHash === null) throw new AppError('contract_not_finalized');
  if (!text.isWellFormed()) throw new AppError('validation_failed', { details: { formErrors: [], fieldErrors: { text: [FIELD_TEXTS[lang].badCharacters] } } });
  const computed = contractHash(text);
  return { match: computed === match.contractHash, computed_hash: computed, contract_hash: match.contractHash };
}

export async function verifyPdf(db: DbOrTx, viewerId: string, matchId: string, bytes: Uint8Array): Promise<VerifyResult> {
  const { match } = await findMatchForParty(db, viewerId, matchId);
  if (match.contractHash === null || match.contractText === null) throw new AppError('contract_not_finalized');
  const computed = await checkPdf(bytes, match.contractText, match.contractHash);
  return { match: computed.match, computed_hash: computed.computed_hash, contract_hash: match.contractHash };
}

/** Compares a PDF with a sealed text and its hash (see the top of this file). */
export async function checkPdf(bytes: Uint8Array, contractText: string, expected: string): Promise<{ match: boolean; computed_hash: string | null }> {
  if (bytes.byteLength < 5 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw new AppError('invalid_pdf');
  const { getDocumentProxy } = await loadPdfJs();
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
  } catch {
    // A PDF damaged or edited beyond what pdf.js accepts is simply not our contract.
    return { match: false, computed_hash: null };
  }
  try {
    const attachments = ((await pdf.getAttachments()) ?? new Map()) as Map<string, { filename: string }> | Record<string, { filename: string }>;
    const entries = attachments instanceof Map ? [...attachments.entries()] : Object.entries(attachments);
    const names = new Set<string>(Object.values(ATTACHMENT_NAME));
    const found = entries.find(([, a]) => names.has(a.filename));
    if (!found) return { match: false, computed_hash: null };
    const content = (await pdf.getAttachmentContent(found[0])) as Uint8Array | null;
    let attached: string;
    try {
      attached = new TextDecoder('utf-8', { fatal: true }).decode(content ?? new Uint8Array());
    } catch {
      return { match: false, computed_hash: null };
    }
    const computed = contractHash(attached);
    if (computed !== expected || pdf.numPages < 2 || pdf.numPages > MAX_PAGES) return { match: false, computed_hash: computed };

    // The contract pages are all but the last (the certificate); footers sit in the bottom margin.
    let visible = '';
    for (let number = 1; number < pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const text = await page.getTextContent();
      for (const item of text.items) {
        if ('str' in item && item.transform[5] >= FOOTER_ZONE_PT) visible += item.str;
      }
    }
    return { match: printedForm(visible) === printedForm(contractText), computed_hash: computed };
  } catch {
    return { match: false, computed_hash: null };
  } finally {
    // Frees the document and its worker-side state (pdf.js keeps them otherwise).
    await pdf.loadingTask.destroy().catch(() => {});
  }
}
