/**
 * Sealing: once both parties have signed the locked text, the signed PDF is made,
 * its SHA-256 stored with the match and its bytes stored once (served byte-identical after).
 * Runs inside the signing transaction, under the match's row lock, so it happens exactly once
 * even with two signatures at the same moment on two instances.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '#server/platform/db/client.ts';
import { collaborationContractPdfs, collaborationMatches, collaborationSignatures } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';
import { logger } from '#server/platform/log.ts';
import { signedByteRange } from '#server/platform/pdf/signed-byte-range.ts';
import { listEvents, recordEvent } from './contract-audit.ts';
import { renderSealedContractJob, type SealedContractInput, type SealJob } from './contract-pdf.ts';
import { certificateSource, loadSigningCertificateJob, parseSigningCertificate, type CertificateSource, type SigningCertificate } from './signing-certificate.ts';
import { currentBoundedWork, runSealing } from '#server/platform/cpu/bounded-work.ts';
import { offLoopRender } from '#server/platform/cpu/render-pool.ts';
import type { MatchRow } from './contract-types.ts';
import type { Party } from '../questionnaire/questions.ts';
import type { Lang } from '#i18n/lang.ts';
import { pagePath } from '#i18n/paths.ts';

export type SignatureRows = Record<Party, { typedName: string; signedAt: Date } | null>;

export async function loadSignatures(db: DbOrTx, match: MatchRow): Promise<SignatureRows> {
  const rows = await db.select().from(collaborationSignatures).where(eq(collaborationSignatures.matchId, match.id));
  const find = (id: string) => rows.find((r) => r.userId === id) ?? null;
  return { demandeur: find(match.requesterId), partenaire: find(match.partnerId) };
}

/** The public page's address, printed in the PDF (in the contract's language). */
export function verifyPageUrl(lang: Lang): string {
  return `${env().PUBLIC_URL}${pagePath(lang, '/verifier-un-contrat')}`;
}

/** Rendering and signing on a thread of the render pool (decision 053). */
const renderSealedOffLoop = offLoopRender<SealJob>('src/server/collaboration/contract/contract-pdf.ts', 'renderSealedContractJob', renderSealedContractJob);

const loadCertificateOffLoop = offLoopRender<CertificateSource>('src/server/collaboration/contract/signing-certificate.ts', 'loadSigningCertificateJob', loadSigningCertificateJob);
let certificateOnce: Promise<SigningCertificate> | undefined;

/** The signing certificate of this process, read once on a render thread (a failure is tried again at the next seal). */
export function signingCertificate(): Promise<SigningCertificate> {
  certificateOnce ??= loadCertificateOffLoop(certificateSource()).then(parseSigningCertificate, (error: unknown) => {
    certificateOnce = undefined;
    throw error;
  });
  return certificateOnce;
}

export async function sealContract(tx: Transaction, match: MatchRow, signatures: SignatureRows, sealedAt: Date): Promise<MatchRow> {
  const certificate = await signingCertificate();
  const lang = match.contractLang === 'en' ? 'en' : 'fr';
  const signed = (role: Party) => ({ typed_name: signatures[role]!.typedName, signed_at: signatures[role]!.signedAt.toISOString() });
  const events = await listEvents(tx, match.id);
  events.push({ at: sealedAt.toISOString(), kind: 'sealed', party: null, certificate_fingerprint: certificate.fingerprint });
  const input: SealedContractInput = {
    matchId: match.id,
    lang,
    text: match.contractText!,
    textHash: match.contractHash!,
    // Written with the text when it was locked, so present on any signed contract.
    parties: match.contractParties!,
    signatures: { demandeur: signed('demandeur'), partenaire: signed('partenaire') },
    events,
    sealedAt: sealedAt.toISOString(),
    certificate: { fingerprint: certificate.fingerprint, subject: certificate.subject },
    timeZone: env().APP_TIMEZONE,
    verifyUrl: verifyPageUrl(lang),
  };
  // Rendering and signing take a few hundred ms of CPU (seconds on a loaded host): on a thread of
  // the render pool, so the event loop keeps answering (decision 053); one sealing at a time, in a
  // slot of its own that never waits behind file work (decision 037). A render that stops (its
  // thread killed, or past the time limit) throws here: the transaction, second signature
  // included, rolls back, nothing is left, and the party can sign again.
  const job = { input, p12: certificate.p12, passphrase: certificate.passphrase };
  const pdf = await runSealing(() => renderSealedOffLoop(job, { signal: AbortSignal.timeout(currentBoundedWork().timeoutMs) }));
  // A signature that leaves bytes unsigned is no seal: nothing is stored, the party can sign again.
  const coverage = signedByteRange(pdf);
  if (coverage !== 'covers_whole_file') throw new Error(`sealed contract ${match.id}: the signature does not cover the file (${coverage})`);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const [sealed] = await tx
    .update(collaborationMatches)
    .set({ sealedAt, sealedPdfSha256: sha256, signingCertFingerprint: certificate.fingerprint })
    .where(sql`${collaborationMatches.id} = ${match.id} and ${collaborationMatches.sealedAt} is null and ${collaborationMatches.closedAt} is null`)
    .returning();
  if (!sealed) throw new AppError('contract_sealed');
  await tx.insert(collaborationContractPdfs).values({ matchId: match.id, bytes: pdf });
  await recordEvent(tx, match.id, null, { kind: 'sealed', party: null, sha256, certificate_fingerprint: certificate.fingerprint }, sealedAt);
  return sealed;
}

/**
 * The stored signed PDF of a sealed match, checked against the SHA-256 recorded at sealing before
 * anyone is given it (decision 037): bytes changed behind the application's back (an SQL UPDATE,
 * a restored backup of the wrong table) are never served as the signed contract. A mismatch is
 * logged as an error and answered 503 `contract_pdf_unavailable`. Null before sealing.
 */
export async function checkedSealedPdf(db: DbOrTx, match: Pick<MatchRow, 'id' | 'sealedPdfSha256'>): Promise<Buffer | null> {
  const bytes = await sealedPdfBytes(db, match.id);
  if (!bytes || !match.sealedPdfSha256) return null;
  if (createHash('sha256').update(bytes).digest('hex') !== match.sealedPdfSha256) {
    logger.error(`sealed contract ${match.id}: the stored PDF does not match its SHA-256; not served`);
    throw new AppError('contract_pdf_unavailable');
  }
  // Its hash stands, and its one signature must cover every byte but its own hole (/ByteRange).
  const coverage = signedByteRange(bytes);
  if (coverage !== 'covers_whole_file') {
    logger.error(`sealed contract ${match.id}: the stored PDF's signature does not cover the whole file (${coverage}); not served`);
    throw new AppError('contract_pdf_unavailable');
  }
  return bytes;
}

/** The stored signed PDF of a sealed match (null before sealing), unchecked: compare with checkedSealedPdf. */
export async function sealedPdfBytes(db: DbOrTx, matchId: string): Promise<Buffer | null> {
  const [row] = await db.select({ bytes: collaborationContractPdfs.bytes }).from(collaborationContractPdfs).where(eq(collaborationContractPdfs.matchId, matchId)).limit(1);
  return row?.bytes ?? null;
}
