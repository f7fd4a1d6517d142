/**
 * The body of GET/PUT /api/collaboration-contract (decision 010), seen from one party:
 * `{match_id, answers, partner_answers, flags, both_submitted, finalized, contract_text, …}`.
 *
 * Blindness: until the caller has submitted, nothing in the body depends on the partner —
 * not whether they answered, how much, or when. The partner's answers appear only once both
 * have submitted (drafts are never shown to anyone but their author).
 */
import { z } from 'zod';
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { collaborationAnswers, collaborationMatches, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUuid } from '#server/platform/uuid.ts';
import { detectFlags } from '../questionnaire/detect-flags.ts';
import { flagMessage, type FlagView } from '../questionnaire/flag-messages.ts';
import { ANSWER_KEYS, otherParty, type DraftAnswers, type Party } from '../questionnaire/questions.ts';
import { listEvents, type AuditEvent } from './contract-audit.ts';
import { loadSignatures, type SignatureRows } from './seal-contract.ts';
import type { AnswersRow, MatchRow } from './contract-types.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { contractResponse } from './collaboration-responses.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const contractQuery = z.strictObject({ match_id: z.string().max(100) });

export type { AnswersRow, MatchRow } from './contract-types.ts';

export interface ContractBody {
  match_id: string;
  role: Party;
  answers: DraftAnswers;
  /** True once the caller's answers are a submitted, complete set. */
  submitted: boolean;
  submitted_at: string | null;
  partner_answers: DraftAnswers | null;
  flags: FlagView[];
  both_submitted: boolean;
  finalized: boolean;
  finalized_at: string | null;
  contract_text: string | null;
  contract_hash: string | null;
  contract_lang: Lang | null;
  /** The parties as printed in the locked text (null before): the name each one types to sign. */
  parties: Record<Party, { name: string; brand: string | null }> | null;
  /** Each party's signature of the locked text (null until they sign). */
  signatures: Record<Party, { typed_name: string; signed_at: string } | null>;
  /** Who still has to sign (empty before the text is locked, once sealed, or once closed). */
  awaiting_signature_from: Party[];
  /** Both signed: the signed PDF exists and never changes. */
  sealed: boolean;
  sealed_at: string | null;
  /** SHA-256 of the exact signed PDF bytes (what the verification compares with). */
  pdf_sha256: string | null;
  certificate_fingerprint: string | null;
  /** A party closed the collaboration instead of signing (the locked text stays, unsigned). */
  closed: boolean;
  closed_at: string | null;
  closed_by: Party | null;
  /** The audit trail (contract-audit.ts), oldest first; empty until the caller has submitted. */
  audit: AuditEvent[];
}

export interface ContractExtras {
  signatures: SignatureRows;
  events: AuditEvent[];
}

export async function loadContractExtras(db: DbOrTx, match: MatchRow): Promise<ContractExtras> {
  const [signatures, events] = await Promise.all([loadSignatures(db, match), listEvents(db, match.id)]);
  return { signatures, events };
}

/** The match if the viewer is one of its parties, else 404 (unknown and foreign look the same). */
export async function findMatchForParty(db: DbOrTx, viewerId: string, matchId: string, options: { lock?: boolean } = {}): Promise<{ match: MatchRow; role: Party }> {
  if (!isUuid(matchId)) throw new AppError('match_not_found');
  const query = db
    .select()
    .from(collaborationMatches)
    .where(and(eq(collaborationMatches.id, matchId), or(eq(collaborationMatches.requesterId, viewerId), eq(collaborationMatches.partnerId, viewerId))))
    .limit(1);
  const [match] = options.lock ? await query.for('update') : await query;
  if (!match) throw new AppError('match_not_found');
  return { match, role: match.requesterId === viewerId ? 'demandeur' : 'partenaire' };
}

export async function loadAnswers(db: DbOrTx, match: MatchRow): Promise<Record<Party, AnswersRow | null>> {
  const rows = await db.select().from(collaborationAnswers).where(eq(collaborationAnswers.matchId, match.id));
  return {
    demandeur: rows.find((r) => r.userId === match.requesterId) ?? null,
    partenaire: rows.find((r) => r.userId === match.partnerId) ?? null,
  };
}

export async function partyFirstNames(db: DbOrTx, match: MatchRow, lang: Lang): Promise<Record<Party, string>> {
  const rows = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(or(eq(users.id, match.requesterId), eq(users.id, match.partnerId)));
  const name = (id: string, fallback: string) => rows.find((r) => r.id === id)?.firstName.trim() || fallback;
  return {
    demandeur: name(match.requesterId, lang === 'fr' ? 'l’auteur de la demande' : 'the request’s author'),
    partenaire: name(match.partnerId, lang === 'fr' ? 'le partenaire' : 'the partner'),
  };
}

/** Question order (jsonb hands keys back in its own order). */
function ordered(answers: unknown): DraftAnswers {
  const source = (answers ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of ANSWER_KEYS) if (source[key] !== undefined) out[key] = source[key];
  return out as DraftAnswers;
}

export function buildContractBody(
  match: MatchRow,
  role: Party,
  rows: Record<Party, AnswersRow | null>,
  names: Record<Party, string>,
  lang: Lang,
  extras: ContractExtras,
): ContractBody {
  const mine = rows[role];
  const theirs = rows[otherParty(role)];
  const submitted = Boolean(mine?.submittedAt);
  const bothSubmitted = submitted && Boolean(theirs?.submittedAt);
  const myAnswers = ordered(mine?.answers);
  const partnerAnswers = bothSubmitted ? ordered(theirs!.answers) : null;
  const sets: Partial<Record<Party, DraftAnswers | null>> = { [role]: myAnswers, [otherParty(role)]: partnerAnswers };
  const flags = detectFlags(sets).map((flag) => ({ type: flag.type, key: flag.key, message: flagMessage(flag, role, sets, names, lang) }));
  return {
    match_id: match.id,
    role,
    answers: myAnswers,
    submitted,
    submitted_at: mine?.submittedAt ? mine.submittedAt.toISOString() : null,
    partner_answers: partnerAnswers,
    flags,
    both_submitted: bothSubmitted,
    finalized: match.contractText !== null,
    finalized_at: match.finalizedAt ? match.finalizedAt.toISOString() : null,
    contract_text: match.contractText,
    contract_hash: match.contractHash,
    contract_lang: (match.contractLang as Lang | null) ?? null,
    ...signingState(match, role, bothSubmitted, extras),
  } satisfies ResponseOf<typeof contractResponse>;
}

function signingState(match: MatchRow, role: Party, bothSubmitted: boolean, extras: ContractExtras) {
  const signature = (party: Party) => {
    const row = extras.signatures[party];
    return row ? { typed_name: row.typedName, signed_at: row.signedAt.toISOString() } : null;
  };
  const signatures = { demandeur: signature('demandeur'), partenaire: signature('partenaire') };
  const open = match.contractText !== null && match.sealedAt === null && match.closedAt === null;
  const closedBy = match.closedBy === null ? null : match.closedBy === match.requesterId ? 'demandeur' : 'partenaire';
  // Blindness: before the caller has submitted, the trail would tell when the partner answered.
  const audit = bothSubmitted ? extras.events : extras.events.filter((event) => event.party === role);
  const printed = match.contractParties;
  const party = (role: Party) => ({ name: printed![role].name, brand: printed![role].brand || null });
  return {
    parties: printed ? { demandeur: party('demandeur'), partenaire: party('partenaire') } : null,
    signatures,
    awaiting_signature_from: open ? (['demandeur', 'partenaire'] as const).filter((party) => signatures[party] === null) : [],
    sealed: match.sealedAt !== null,
    sealed_at: match.sealedAt ? match.sealedAt.toISOString() : null,
    pdf_sha256: match.sealedPdfSha256,
    certificate_fingerprint: match.signingCertFingerprint,
    closed: match.closedAt !== null,
    closed_at: match.closedAt ? match.closedAt.toISOString() : null,
    closed_by: closedBy as Party | null,
    audit,
  };
}

export async function getContract(db: DbOrTx, viewerId: string, matchId: string, lang: Lang): Promise<ContractBody> {
  const { match, role } = await findMatchForParty(db, viewerId, matchId);
  const [rows, names, extras] = await Promise.all([loadAnswers(db, match), partyFirstNames(db, match, lang), loadContractExtras(db, match)]);
  return buildContractBody(match, role, rows, names, lang, extras);
}
