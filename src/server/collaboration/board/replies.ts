/**
 * Replies to collaboration requests: one per artisan and request, never on one's own request
 * nor on a closed one. The author of a request sees all its replies; a replier sees only their own.
 */
import { z } from 'zod';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '#server/platform/db/client.ts';
import { collaborationMatches, collaborationReplies, collaborationRequests, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';
import { textField } from './input.ts';
import { isUuid } from '#server/platform/uuid.ts';
import { getRequest } from './requests.ts';
import { notifyReplyReceived } from '../notifications/notify-collaboration.ts';
import { kickOutbox } from '#server/platform/mail/outbox-runner.ts';
import type { collaborationReplyResponse } from '../contract/collaboration-responses.ts';

export const MESSAGE_MAX = 2000;

export const createReplyInput = z.strictObject({ request_id: z.string().max(100), message: textField(MESSAGE_MAX, true) });

export const listRepliesQuery = z.strictObject({ request_id: z.string().max(100).optional() });

/** What the API answers (its schema, collaboration-responses.ts). */
export type ReplyView = z.infer<typeof collaborationReplyResponse>;

async function selectReplies(db: DbOrTx, viewerId: string, where: SQL): Promise<ReplyView[]> {
  const rows = await db
    .select({
      id: collaborationReplies.id,
      requestId: collaborationReplies.requestId,
      requestTitle: collaborationRequests.title,
      message: collaborationReplies.message,
      createdAt: collaborationReplies.createdAt,
      authorId: collaborationReplies.authorId,
      firstName: users.firstName,
      trade: users.trade,
      matchId: collaborationMatches.id,
    })
    .from(collaborationReplies)
    .innerJoin(collaborationRequests, eq(collaborationRequests.id, collaborationReplies.requestId))
    .innerJoin(users, eq(users.id, collaborationReplies.authorId))
    .leftJoin(collaborationMatches, eq(collaborationMatches.replyId, collaborationReplies.id))
    .where(where)
    .orderBy(desc(collaborationReplies.createdAt), desc(collaborationReplies.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    request_id: r.requestId,
    request_title: r.requestTitle,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    author: { first_name: r.firstName, trade: r.trade },
    mine: r.authorId === viewerId,
    match_id: r.matchId ?? null,
  }));
}

export async function createReply(db: DbOrTx, viewerId: string, input: { request_id: string; message: string }): Promise<ReplyView> {
  // The reply and its notice to the request's author (with its email) commit together.
  const mailIds: string[] = [];
  const reply = await db.transaction(async (tx) => {
    const request = await getRequest(tx, viewerId, input.request_id);
    if (request.mine) throw new AppError('cannot_reply_to_own_request');
    if (request.my_reply_id) throw new AppError('already_replied', { details: { reply_id: request.my_reply_id } });
    if (request.status !== 'ouverte') throw new AppError('request_closed');
    // The request may close between the check above and the insert: insert only while it is open.
    let insertedId: string | undefined;
    try {
      const rows = await queryRows<{ id: string }>(tx, sql`
        insert into collaboration_replies (request_id, author_id, message)
        select ${request.id}, ${viewerId}, ${input.message}
        where exists (select 1 from collaboration_requests where id = ${request.id} and status = 'ouverte')
        returning id`);
      insertedId = rows[0]?.id;
    } catch (error) {
      // Two replies sent at once: the unique index keeps one, the other is "already replied".
      if (isUniqueViolation(error)) throw new AppError('already_replied');
      throw error;
    }
    if (!insertedId) throw new AppError('request_closed');
    mailIds.push(...(await notifyReplyReceived(tx, { replyId: insertedId })));
    const [reply] = await selectReplies(tx, viewerId, eq(collaborationReplies.id, insertedId));
    return reply!;
  });
  void kickOutbox(mailIds);
  return reply;
}

/**
 * With `request_id`: all replies for the request's author, the caller's own otherwise (an empty
 * list for a member who can see the request but did not reply). Without: the caller's own
 * replies to any request, newest first.
 */
export async function listReplies(db: DbOrTx, viewerId: string, requestId: string | undefined): Promise<ReplyView[]> {
  if (requestId === undefined) return selectReplies(db, viewerId, eq(collaborationReplies.authorId, viewerId));
  if (!isUuid(requestId)) throw new AppError('request_not_found');
  const request = await getRequest(db, viewerId, requestId);
  const where = request.mine
    ? eq(collaborationReplies.requestId, request.id)
    : and(eq(collaborationReplies.requestId, request.id), eq(collaborationReplies.authorId, viewerId))!;
  return selectReplies(db, viewerId, where);
}
