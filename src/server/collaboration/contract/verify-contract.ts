/**
 * Is this the sealed contract? (docs/decisions/015-sealed-contracts.md)
 *
 * - A PDF matches only when its bytes hash (SHA-256) to the signed PDF stored at sealing. The
 *   upload is never parsed: hashing 5 MB takes milliseconds and cannot be made to take longer,
 *   so no PDF, however hostile (bombs, encryption, JavaScript, annotations, overlays, incremental
 *   updates), can fool the answer or stall the server. A mismatch says what a person needs:
 *   not a PDF at all; the sealed PDF with changes appended after signing; another copy of a
 *   sealed contract (its bytes differ); the unsigned text to sign (never a sealed contract); or
 *   a PDF Atelier never sealed.
 * - A text matches when the SHA-256 of its canonical form equals the contract's text hash.
 * - Parties check against their own match (`/api/collaboration-contract/verify`); anyone can
 *   check against every sealed contract (`/api/contract-verifications`, the public page), which
 *   then reveals the reference, date and the two parties' names and brands — what the PDF
 *   itself shows — and nothing is stored.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { collaborationMatches } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { contractHash } from './canonical-text.ts';
import { signedByteRange } from '#server/platform/pdf/signed-byte-range.ts';
import { logger } from '#server/platform/log.ts';
import { findMatchForParty } from './contract-view.ts';
import { sealedPdfBytes } from './seal-contract.ts';
import { FIELD_TEXTS } from '../board/input.ts';
import { UNSIGNED_MARKER } from './render-unsigned-contract.ts';
import type { VerifyReason } from './verify-reasons.ts';
import type { Lang } from '#i18n/lang.ts';
import { contractVerifyTexts } from '#i18n/contract-verify-texts.ts';

export const PDF_LIMIT = 5 * 1024 * 1024;
/** Checks per user and minute (429 with Retry-After beyond). */
export const VERIFY_PER_MINUTE = 30;
/** Checks per IP address and minute on the public page. */
export const PUBLIC_VERIFY_PER_MINUTE = 20;

export const verifyTextInput = z.strictObject({ match_id: z.string().max(100), text: z.string().max(200_000) });
export const verifyPdfQuery = z.strictObject({ match_id: z.string().max(100) });

// Every reason has its text in both languages (the type checks it).
const REASON_TEXTS: Record<Lang, Record<VerifyReason, string>> = contractVerifyTexts;

export interface VerifyResult {
  match: boolean;
  reason: VerifyReason;
  /** The reason in words, in the caller's language. */
  message: string;
  /** SHA-256 of the submitted text's canonical form, or of the PDF's bytes. */
  computed_hash: string;
  /** What it was compared with: the text's hash, or the signed PDF's SHA-256. */
  expected_hash: string;
  /** SHA-256 of the contract's text (as printed on the certificate page). */
  contract_hash: string;
}

export interface PublicVerifyResult {
  match: boolean;
  reason: VerifyReason;
  message: string;
  computed_hash: string;
  /** Only when it matches: what the PDF itself shows. */
  contract: { reference: string; sealed_at: string; lang: Lang; parties: { role: 'demandeur' | 'partenaire'; name: string; brand: string | null }[] } | null;
}

/**
 * The stored sealed PDF's bytes matched: its one signature must also cover every byte but its own
 * hole (/ByteRange), or the seal is not what it claims — never answered "identical" (decision 037).
 */
function assertSignedThroughout(bytes: Uint8Array, matchId: string): void {
  const coverage = signedByteRange(bytes);
  if (coverage === 'covers_whole_file') return;
  logger.error(`sealed contract ${matchId}: the stored PDF's signature does not cover the whole file (${coverage})`);
  throw new AppError('contract_pdf_unavailable');
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Bytes that do not start like a PDF (readers allow junk in the first 1 KB) are not one. */
function assertPdf(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw new AppError('empty_file');
  if (!Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')) throw new AppError('invalid_pdf');
}

/**
 * The text hash our PDFs carry in their document information (the string `(SHA-256 <hex>)`).
 * A byte search, not parsing: it only helps to word a mismatch ("another copy of a sealed
 * contract"), never to say yes.
 */
function mentionedTextHash(bytes: Uint8Array): string | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const marker = '(SHA-256 ';
  for (let at = buffer.indexOf(marker), tries = 0; at >= 0 && tries < 16; at = buffer.indexOf(marker, at + 1), tries++) {
    const candidate = buffer.toString('latin1', at + marker.length, at + marker.length + 65);
    if (/^[0-9a-f]{64}\)$/.test(candidate)) return candidate.slice(0, 64);
  }
  return null;
}

/** Our unsigned copies say what they are in their document information (unsigned-contract-pdf.ts). */
function isUnsignedCopy(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(`(${UNSIGNED_MARKER})`, 0, 'latin1');
}

function startsWith(bytes: Uint8Array, prefix: Buffer): boolean {
  return bytes.byteLength > prefix.byteLength && Buffer.compare(Buffer.from(bytes.subarray(0, prefix.byteLength)), prefix) === 0;
}

export async function verifyText(db: DbOrTx, viewerId: string, matchId: string, text: string, lang: Lang): Promise<VerifyResult> {
  const { match } = await findMatchForParty(db, viewerId, matchId);
  if (match.contractHash === null) throw new AppError('contract_not_finalized');
  if (!text.isWellFormed()) throw new AppError('rule_failed', { details: { formErrors: [], fieldErrors: { text: [FIELD_TEXTS[lang].badCharacters] } } });
  const computed = contractHash(text);
  const reason: VerifyReason = computed === match.contractHash ? 'same_text' : 'text_differs';
  return { match: reason === 'same_text', reason, message: REASON_TEXTS[lang][reason], computed_hash: computed, expected_hash: match.contractHash, contract_hash: match.contractHash };
}

export async function verifyPdf(db: DbOrTx, viewerId: string, matchId: string, bytes: Uint8Array, lang: Lang): Promise<VerifyResult> {
  const { match } = await findMatchForParty(db, viewerId, matchId);
  if (match.contractHash === null) throw new AppError('contract_not_finalized');
  if (match.sealedPdfSha256 === null) throw new AppError(match.closedAt ? 'collaboration_closed' : 'contract_not_sealed');
  assertPdf(bytes);
  const computed = sha256(bytes);
  let reason: VerifyReason = 'identical';
  if (computed !== match.sealedPdfSha256) {
    const sealed = await sealedPdfBytes(db, match.id);
    const ours = mentionedTextHash(bytes) === match.contractHash;
    reason = sealed && startsWith(bytes, sealed) ? 'appended_changes' : ours && isUnsignedCopy(bytes) ? 'unsigned_copy' : ours ? 'other_copy' : 'not_sealed_by_atelier';
  } else assertSignedThroughout(bytes, match.id);
  return { match: reason === 'identical', reason, message: REASON_TEXTS[lang][reason], computed_hash: computed, expected_hash: match.sealedPdfSha256, contract_hash: match.contractHash };
}

/** The public check: is this PDF, byte for byte, a contract Atelier sealed? */
export async function verifyPublicPdf(db: DbOrTx, bytes: Uint8Array, lang: Lang): Promise<PublicVerifyResult> {
  assertPdf(bytes);
  const computed = sha256(bytes);
  const [match] = await db.select().from(collaborationMatches).where(eq(collaborationMatches.sealedPdfSha256, computed)).limit(1);
  if (match) {
    assertSignedThroughout(bytes, match.id);
    // A sealed contract was locked first, and locking wrote the parties.
    const parties = match.contractParties!;
    return {
      match: true,
      reason: 'identical',
      message: REASON_TEXTS[lang].identical,
      computed_hash: computed,
      contract: {
        reference: match.id,
        sealed_at: match.sealedAt!.toISOString(),
        lang: match.contractLang === 'en' ? 'en' : 'fr',
        parties: (['demandeur', 'partenaire'] as const).map((role) => ({ role, name: parties[role].name, brand: parties[role].brand || null })),
      },
    };
  }
  let reason: VerifyReason = 'not_sealed_by_atelier';
  const textHash = mentionedTextHash(bytes);
  if (textHash) {
    const [mentioned] = await db
      .select({ id: collaborationMatches.id, sealedAt: collaborationMatches.sealedAt })
      .from(collaborationMatches)
      .where(eq(collaborationMatches.contractHash, textHash))
      .limit(1);
    // The text to sign, downloaded before sealing (or after a close): it is no sealed contract.
    if (mentioned && isUnsignedCopy(bytes)) reason = 'unsigned_copy';
    else if (mentioned?.sealedAt) {
      const sealed = await sealedPdfBytes(db, mentioned.id);
      reason = sealed && startsWith(bytes, sealed) ? 'appended_changes' : 'other_copy';
    }
  }
  return { match: false, reason, message: REASON_TEXTS[lang][reason], computed_hash: computed, contract: null };
}
