/**
 * Matches: the request's author accepts a reply (one match per reply, idempotent under
 * concurrency through the unique index), and each party lists or reads its matches.
 * The status is told from the caller's side and never reveals the partner's progress before the
 * caller has submitted (blind questionnaire).
 */
import { z } from 'zod';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { collaborationAnswers, collaborationMatches, collaborationReplies, collaborationRequests, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUuid } from '#server/platform/uuid.ts';
import { answeredCount, type DraftAnswers } from '../questionnaire/questions.ts';
import { notifyMatchCreated } from '../notifications/notify-collaboration.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import type { MatchStatus } from './match-statuses.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { collaborationMatchResponse } from '../contract/collaboration-responses.ts';

export const createMatchInput = z.strictObject({ reply_id: z.string().max(100) });
export const listMatchesQuery = z.strictObject({ mine: z.enum(['1', 'true']).optional() });

/** A match as the API sends it; `answered`: how many of the 16 questions the caller has answered (draft or submitted). */
export type MatchView = z.infer<typeof collaborationMatchResponse>;

const requesterUser = alias(users, 'requester_user');
const partnerUser = alias(users, 'partner_user');
const myAnswers = alias(collaborationAnswers, 'my_answers');

async function selectMatches(db: DbOrTx, viewerId: string, where: SQL): Promise<MatchView[]> {
  const rows = await db
    .select({
      match: collaborationMatches,
      requestTitle: collaborationRequests.title,
      requester: { firstName: requesterUser.firstName, trade: requesterUser.trade },
      partner: { firstName: partnerUser.firstName, trade: partnerUser.trade },
      myAnswers: myAnswers.answers,
      mySubmittedAt: myAnswers.submittedAt,
      // Read only when the caller has submitted (see `status` below).
      iSigned: sql<boolean>`exists (select 1 from collaboration_signatures s where s.match_id = ${collaborationMatches.id} and s.user_id = ${viewerId})`,
      partnerSubmitted: sql<boolean>`exists (select 1 from collaboration_answers o where o.match_id = ${collaborationMatches.id} and o.user_id <> ${viewerId} and o.submitted_at is not null)`,
    })
    .from(collaborationMatches)
    .innerJoin(collaborationRequests, eq(collaborationRequests.id, collaborationMatches.requestId))
    .innerJoin(requesterUser, eq(requesterUser.id, collaborationMatches.requesterId))
    .innerJoin(partnerUser, eq(partnerUser.id, collaborationMatches.partnerId))
    .leftJoin(myAnswers, and(eq(myAnswers.matchId, collaborationMatches.id), eq(myAnswers.userId, viewerId)))
    .where(and(where, or(eq(collaborationMatches.requesterId, viewerId), eq(collaborationMatches.partnerId, viewerId))))
    .orderBy(desc(collaborationMatches.createdAt), desc(collaborationMatches.id))
    .limit(200);
  return rows.map((r) => {
    const submitted = r.mySubmittedAt !== null;
    const finalized = r.match.finalizedAt !== null;
    const status: MatchStatus = r.match.sealedAt
      ? 'scelle'
      : r.match.closedAt
        ? 'close'
        : finalized
          ? r.iSigned
            ? 'attente_signature'
            : 'a_signer'
          : !submitted
            ? 'a_remplir'
            : r.partnerSubmitted
              ? 'desaccord'
              : 'en_attente';
    return {
      id: r.match.id,
      request_id: r.match.requestId,
      request_title: r.requestTitle,
      reply_id: r.match.replyId,
      created_at: r.match.createdAt.toISOString(),
      role: r.match.requesterId === viewerId ? 'demandeur' : 'partenaire',
      requester: { first_name: r.requester.firstName, trade: r.requester.trade },
      partner: { first_name: r.partner.firstName, trade: r.partner.trade },
      status,
      answered: answeredCount((r.myAnswers ?? null) as DraftAnswers | null),
      submitted,
      finalized_at: r.match.finalizedAt ? r.match.finalizedAt.toISOString() : null,
      contract_hash: r.match.contractHash,
    } satisfies ResponseOf<typeof collaborationMatchResponse>;
  });
}

export async function listMatches(db: DbOrTx, viewerId: string): Promise<MatchView[]> {
  return selectMatches(db, viewerId, sql`true`);
}

/** One match of the caller's; 404 for anyone who is not one of its two parties. */
export async function getMatch(db: DbOrTx, viewerId: string, matchId: string): Promise<MatchView> {
  if (!isUuid(matchId)) throw new AppError('match_not_found');
  const [match] = await selectMatches(db, viewerId, eq(collaborationMatches.id, matchId));
  if (!match) throw new AppError('match_not_found');
  return match;
}

/**
 * Accepts a reply: only the request's author (anyone else → 403), the reply must exist (404).
 * `insert … on conflict do nothing` on the unique reply index makes parallel calls converge on
 * one match: the call that inserted gets `created: true` (201), the others the same match (200).
 */
export async function createMatch(db: DbOrTx, viewerId: string, replyId: string): Promise<{ created: boolean; match: MatchView }> {
  if (!isUuid(replyId)) throw new AppError('reply_not_found');
  const [reply] = await db
    .select({ id: collaborationReplies.id, requestId: collaborationReplies.requestId, partnerId: collaborationReplies.authorId, requesterId: collaborationRequests.authorId })
    .from(collaborationReplies)
    .innerJoin(collaborationRequests, eq(collaborationRequests.id, collaborationReplies.requestId))
    .where(eq(collaborationReplies.id, replyId))
    .limit(1);
  if (!reply) throw new AppError('reply_not_found');
  if (reply.requesterId !== viewerId) throw new AppError('not_request_author');
  // The match and its notice to the replier (with its email) commit together; only the call
  // that created the match notifies (and the notice's unique key would absorb a second one).
  const mailIds: string[] = [];
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(collaborationMatches)
      .values({ requestId: reply.requestId, replyId: reply.id, requesterId: reply.requesterId, partnerId: reply.partnerId })
      .onConflictDoNothing({ target: collaborationMatches.replyId })
      .returning({ id: collaborationMatches.id });
    if (rows[0]) mailIds.push(...(await notifyMatchCreated(tx, { matchId: rows[0].id })));
    return rows;
  });
  void kickOutbox(mailIds);
  const [existing] = inserted.length
    ? inserted
    : await db.select({ id: collaborationMatches.id }).from(collaborationMatches).where(eq(collaborationMatches.replyId, reply.id)).limit(1);
  return { created: inserted.length > 0, match: await getMatch(db, viewerId, existing!.id) };
}
