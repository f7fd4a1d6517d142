/**
 * The body of GET/PUT /api/collaboration-contract (decisions §8), seen from one party:
 * `{match_id, answers, partner_answers, flags, both_submitted, finalized, contract_text, …}`.
 *
 * Blindness: until the caller has submitted, nothing in the body depends on the partner —
 * not whether they answered, how much, or when. The partner's answers appear only once both
 * have submitted (drafts are never shown to anyone but their author).
 */
import { z } from 'zod';
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { collaborationAnswers, collaborationMatches, users } from '../../../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../i18n/messages.ts';
import { isUuid } from './input.ts';
import { detectFlags } from './detect-flags.ts';
import { flagMessage, type FlagView } from './flag-messages.ts';
import { ANSWER_KEYS, otherParty, type DraftAnswers, type Party } from './questions.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const contractQuery = z.strictObject({ match_id: z.string().max(100) });

export type MatchRow = typeof collaborationMatches.$inferSelect;
export type AnswersRow = typeof collaborationAnswers.$inferSelect;

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
  contract_lang: 'fr' | 'en' | null;
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

export function buildContractBody(match: MatchRow, role: Party, rows: Record<Party, AnswersRow | null>, names: Record<Party, string>, lang: Lang): ContractBody {
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
    contract_lang: (match.contractLang as 'fr' | 'en' | null) ?? null,
  };
}

export async function getContract(db: DbOrTx, viewerId: string, matchId: string, lang: Lang): Promise<ContractBody> {
  const { match, role } = await findMatchForParty(db, viewerId, matchId);
  const [rows, names] = await Promise.all([loadAnswers(db, match), partyFirstNames(db, match, lang)]);
  return buildContractBody(match, role, rows, names, lang);
}
