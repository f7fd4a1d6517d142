/**
 * PUT /api/collaboration-contract: saves the caller's answers and, when both sides have submitted
 * without conflict, writes and seals the contract (spec state table "Collaboration contract").
 *
 * - `draft: true` saves a partial set without submitting it (only before one's first submission);
 *   otherwise the set must answer all 16 questions and counts as submitted.
 * - Every PUT of a match runs under a row lock on the match, so two submissions at the same moment
 *   are serialized: the second one sees the first, finalization happens exactly once, and both
 *   parties then read the same text and hash. A sealed contract refuses any PUT (409).
 */
import { z } from 'zod';
import { eq, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#server/platform/db/client.ts';
import { collaborationAnswers, collaborationMatches, collaborationRequests, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';
import { validateAnswers } from './validate-answers.ts';
import { answersJsonSchema } from './answers-schema.ts';
import { detectFlags, hasConflict } from './detect-flags.ts';
import { mergeTerms } from '../contract/merge-terms.ts';
import { contractLanguage, writeContract } from '../contract/contract-text.ts';
import { fullName, type PartyInfo } from '../contract/contract-context.ts';
import { buildContractBody, findMatchForParty, loadAnswers, loadContractExtras, partyFirstNames, type ContractBody } from '../contract/contract-view.ts';
import type { AnswersRow, ContractParties, MatchRow } from '../contract/contract-types.ts';

export type { ContractParty, ContractParties } from '../contract/contract-types.ts';
import { otherParty, type Answers, type Party } from './questions.ts';
import { recordEvent } from '../contract/contract-audit.ts';
import { notifyAnswersSubmitted } from '../notifications/notify-collaboration.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import type { Lang } from '#i18n/lang.ts';

export const saveAnswersInput = z.strictObject({
  match_id: z.string().max(100),
  // Checked by validateAnswers (messages per question in the caller's language); the description
  // shows the same rule (answers-schema.ts).
  answers: z.unknown().meta({ override: answersJsonSchema() }),
  draft: z.boolean().optional(),
});

export async function saveAnswers(db: Database, viewerId: string, input: z.infer<typeof saveAnswersInput>, lang: Lang): Promise<ContractBody> {
  const mailIds: string[] = [];
  const body = await db.transaction(async (tx) => {
    const { match, role } = await findMatchForParty(tx, viewerId, input.match_id, { lock: true });
    if (match.contractText !== null) throw new AppError('contract_locked');
    const draft = input.draft === true;
    const answers = draft ? validateAnswers(input.answers, lang, 'draft') : validateAnswers(input.answers, lang, 'complete');
    const before = await loadAnswers(tx, match);
    if (draft && before[role]?.submittedAt) throw new AppError('answers_already_submitted');

    const now = new Date();
    await tx
      .insert(collaborationAnswers)
      .values({ matchId: match.id, userId: viewerId, answers, submittedAt: draft ? null : now, updatedAt: now })
      .onConflictDoUpdate({
        target: [collaborationAnswers.matchId, collaborationAnswers.userId],
        set: { answers, submittedAt: draft ? null : now, updatedAt: now },
      });
    const rows = await loadAnswers(tx, match);
    let current = match;
    const other = rows[otherParty(role)];
    // A replayed request that changes nothing is no event: not in the trail, no notification.
    const changed = !before[role]?.submittedAt || !sameAnswers(before[role]!.answers, answers);
    if (!draft) {
      const flags = other?.submittedAt ? detectFlags({ demandeur: rows.demandeur!.answers, partenaire: rows.partenaire!.answers }) : [];
      const conflicts = flags.filter((flag) => flag.type === 'conflict').map((flag) => flag.key);
      if (changed) await recordEvent(tx, match.id, viewerId, { kind: 'answers_submitted', party: role, conflicts }, now);
      if (other?.submittedAt && !hasConflict(flags)) current = await finalize(tx, match, rows as Record<Party, AnswersRow>, now);
      // Tells the other party, who has submitted too (never before: blind questionnaire).
      if (other?.submittedAt && changed) {
        mailIds.push(...(await notifyAnswersSubmitted(tx, { matchId: match.id, submitterId: viewerId, submittedAt: now, conflicts: conflicts.length, locked: current.contractText !== null })));
      }
    }
    return buildContractBody(current, role, rows, await partyFirstNames(tx, current, lang), lang, await loadContractExtras(tx, current));
  });
  void kickOutbox(mailIds);
  return body;
}

/** Same answers, whatever the key order. */
function sameAnswers(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown) => JSON.stringify(Object.entries((v ?? {}) as Record<string, unknown>).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}

/** Writes the contract once (the match row is locked by the caller) and returns the sealed match. */
async function finalize(tx: Transaction, match: MatchRow, rows: Record<Party, AnswersRow>, finalizedAt: Date): Promise<MatchRow> {
  const people = await tx.select().from(users).where(or(eq(users.id, match.requesterId), eq(users.id, match.partnerId)));
  const person = (id: string) => people.find((u) => u.id === id)!;
  const info = (id: string): PartyInfo => {
    const u = person(id);
    return { firstName: u.firstName, lastName: u.lastName, trade: u.trade, brand: u.brand, city: u.city, email: u.email };
  };
  const [request] = await tx.select({ title: collaborationRequests.title }).from(collaborationRequests).where(eq(collaborationRequests.id, match.requestId)).limit(1);
  const lang = contractLanguage(person(match.requesterId).lang, person(match.partnerId).lang);
  const parties = { demandeur: info(match.requesterId), partenaire: info(match.partnerId) };
  const submittedAt = { demandeur: rows.demandeur.submittedAt!, partenaire: rows.partenaire.submittedAt! };
  const { text, hash } = writeContract(
    {
      matchId: match.id,
      requestTitle: request?.title ?? '',
      parties,
      // Both rows are submitted (finalize's caller checked): a submission is stored complete (validateAnswers 'complete').
      terms: mergeTerms(rows.demandeur.answers as Answers, rows.partenaire.answers as Answers),
      submittedAt,
      finalizedAt,
      timeZone: env().APP_TIMEZONE,
    },
    lang,
  );
  const snapshot: ContractParties = {
    demandeur: { name: fullName(parties.demandeur), email: parties.demandeur.email, submitted_at: submittedAt.demandeur.toISOString(), brand: parties.demandeur.brand.trim() },
    partenaire: { name: fullName(parties.partenaire), email: parties.partenaire.email, submitted_at: submittedAt.partenaire.toISOString(), brand: parties.partenaire.brand.trim() },
  };
  // `contract_text is null` makes a second write impossible even if the lock were ever lost.
  const [sealed] = await tx
    .update(collaborationMatches)
    .set({ contractText: text, contractHash: hash, contractLang: lang, contractParties: snapshot, finalizedAt })
    .where(sql`${collaborationMatches.id} = ${match.id} and ${collaborationMatches.contractText} is null`)
    .returning();
  if (!sealed) throw new AppError('contract_locked');
  await recordEvent(tx, match.id, null, { kind: 'contract_locked', party: null, sha256: hash }, finalizedAt);
  return sealed;
}
