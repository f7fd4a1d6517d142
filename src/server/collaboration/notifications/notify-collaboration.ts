/**
 * The collaboration events that notify the other artisan (decision 016). Each
 * takes the transaction of its event and explicit ids, reads what the texts need, and returns
 * the ids of the emails it queued, for the caller to kick once the transaction has committed.
 *
 * - reply_received  → the request's author;
 * - match_created   → the replier whose reply was accepted;
 * - answers_submitted → the other party, only once that party has submitted too (blind
 *   questionnaire, decision 010: before one's own submission nothing may depend on the partner),
 *   saying whether conflicts were flagged or the text was locked;
 * - contract_signed / contract_sealed (the sign step calls them): the other party / both.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { collaborationMatches, collaborationReplies, collaborationRequests, users } from '#db/schema.ts';
import { recordNotification } from './record-notification.ts';

const requester = alias(users, 'n_requester');
const partner = alias(users, 'n_partner');

async function matchInfo(tx: DbOrTx, matchId: string) {
  const [row] = await tx
    .select({
      id: collaborationMatches.id,
      requestId: collaborationMatches.requestId,
      requestTitle: collaborationRequests.title,
      requesterId: collaborationMatches.requesterId,
      partnerId: collaborationMatches.partnerId,
      requesterFirstName: requester.firstName,
      partnerFirstName: partner.firstName,
    })
    .from(collaborationMatches)
    .innerJoin(collaborationRequests, eq(collaborationRequests.id, collaborationMatches.requestId))
    .innerJoin(requester, eq(requester.id, collaborationMatches.requesterId))
    .innerJoin(partner, eq(partner.id, collaborationMatches.partnerId))
    .where(eq(collaborationMatches.id, matchId))
    .limit(1);
  if (!row) throw new Error(`notifications: match ${matchId} not found`);
  const firstName = (userId: string) => (userId === row.requesterId ? row.requesterFirstName : row.partnerFirstName);
  const other = (userId: string) => (userId === row.requesterId ? row.partnerId : row.requesterId);
  return { ...row, firstName, other };
}

const ids = (...values: (string | null)[]) => values.filter((v): v is string => v !== null);

/** A new reply: tells the request's author. */
export async function notifyReplyReceived(tx: DbOrTx, params: { replyId: string }): Promise<string[]> {
  const [reply] = await tx
    .select({ id: collaborationReplies.id, requestId: collaborationRequests.id, title: collaborationRequests.title, authorId: collaborationRequests.authorId, replierFirstName: users.firstName })
    .from(collaborationReplies)
    .innerJoin(collaborationRequests, eq(collaborationRequests.id, collaborationReplies.requestId))
    .innerJoin(users, eq(users.id, collaborationReplies.authorId))
    .where(eq(collaborationReplies.id, params.replyId))
    .limit(1);
  if (!reply) throw new Error(`notifications: reply ${params.replyId} not found`);
  return ids(
    await recordNotification(tx, {
      userId: reply.authorId,
      event: 'reply_received',
      eventKey: `reply:${reply.id}`,
      data: { actor_first_name: reply.replierFirstName, request_id: reply.requestId, request_title: reply.title },
    }),
  );
}

/** A reply accepted (the match created): tells the replier. */
export async function notifyMatchCreated(tx: DbOrTx, params: { matchId: string }): Promise<string[]> {
  const m = await matchInfo(tx, params.matchId);
  return ids(
    await recordNotification(tx, {
      userId: m.partnerId,
      event: 'match_created',
      eventKey: `match:${m.id}`,
      data: { actor_first_name: m.requesterFirstName, request_id: m.requestId, request_title: m.requestTitle, match_id: m.id },
    }),
  );
}

/**
 * A submission that changed something, made while the other party has submitted too: tells the
 * other party. `submittedAt` (the new submission's time) names the event, so a retried request —
 * which changes nothing and is not an event (the caller checks) — never notifies twice.
 */
export async function notifyAnswersSubmitted(
  tx: DbOrTx,
  params: { matchId: string; submitterId: string; submittedAt: Date; conflicts: number; locked: boolean },
): Promise<string[]> {
  const m = await matchInfo(tx, params.matchId);
  return ids(
    await recordNotification(tx, {
      userId: m.other(params.submitterId),
      event: 'answers_submitted',
      eventKey: `answers:${m.id}:${params.submitterId}:${params.submittedAt.toISOString()}`,
      data: {
        actor_first_name: m.firstName(params.submitterId),
        request_id: m.requestId,
        request_title: m.requestTitle,
        match_id: m.id,
        conflicts: params.conflicts,
        locked: params.locked,
      },
    }),
  );
}

/** One party signed the locked text: tells the other that they still have to sign. */
export async function notifyContractSigned(tx: DbOrTx, params: { matchId: string; signerId: string }): Promise<string[]> {
  const m = await matchInfo(tx, params.matchId);
  if (params.signerId !== m.requesterId && params.signerId !== m.partnerId) throw new Error('notifications: the signer is not a party of the match');
  return ids(
    await recordNotification(tx, {
      userId: m.other(params.signerId),
      event: 'contract_signed',
      eventKey: `signed:${m.id}:${params.signerId}`,
      data: { actor_first_name: m.firstName(params.signerId), request_id: m.requestId, request_title: m.requestTitle, match_id: m.id },
    }),
  );
}

/** Both signed and the PDF is sealed: tells both parties, with the PDF's link. */
export async function notifyContractSealed(tx: DbOrTx, params: { matchId: string; pdfPath?: string }): Promise<string[]> {
  const m = await matchInfo(tx, params.matchId);
  // A path of this site only: the link goes out in an email.
  const given = params.pdfPath;
  const pdfPath = given && given.startsWith('/') && !given.startsWith('//') ? given : `/api/collaboration-contract/pdf?match_id=${encodeURIComponent(m.id)}`;
  const out: (string | null)[] = [];
  for (const userId of [m.requesterId, m.partnerId]) {
    out.push(
      await recordNotification(tx, {
        userId,
        event: 'contract_sealed',
        eventKey: `sealed:${m.id}`,
        data: { request_id: m.requestId, request_title: m.requestTitle, match_id: m.id, pdf_path: pdfPath },
      }),
    );
  }
  return ids(...out);
}
