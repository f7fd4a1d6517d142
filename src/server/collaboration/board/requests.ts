/**
 * Collaboration requests: publish, list (the board: open requests, newest first, with the
 * author's first name and trade), read one, close or reopen one's own.
 * Every member may read a request by its id, open or closed (a closed one is only off the board):
 * someone answering a request that closed meanwhile learns it is closed (409), not "not found".
 */
import { z } from 'zod';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { collaborationRequests, users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { textField } from './input.ts';
import { isUuid } from '#server/platform/uuid.ts';
import type { collaborationRequestResponse } from '../contract/collaboration-responses.ts';

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;

export const createRequestInput = z.strictObject({ title: textField(TITLE_MAX, false), description: textField(DESCRIPTION_MAX, true) });

export const listRequestsQuery = z.strictObject({
  mine: z.enum(['1', 'true']).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  before: z.string().max(100).optional(),
});

export const setStatusInput = z.strictObject({ status: z.enum(['ouverte', 'fermee']) });

/** What the API answers (its schema, collaboration-responses.ts). */
export type RequestView = z.infer<typeof collaborationRequestResponse>;

function selection(viewerId: string) {
  return {
    id: collaborationRequests.id,
    title: collaborationRequests.title,
    description: collaborationRequests.description,
    status: collaborationRequests.status,
    createdAt: collaborationRequests.createdAt,
    closedAt: collaborationRequests.closedAt,
    authorId: collaborationRequests.authorId,
    firstName: users.firstName,
    trade: users.trade,
    myReplyId: sql<string | null>`(select r.id from collaboration_replies r where r.request_id = ${collaborationRequests.id} and r.author_id = ${viewerId})`,
    replyCount: sql<number>`(select count(*)::int from collaboration_replies r where r.request_id = ${collaborationRequests.id})`,
  };
}

type Row = { [K in keyof ReturnType<typeof selection>]: unknown } & { id: string; authorId: string; createdAt: Date; closedAt: Date | null };

function toView(row: Row, viewerId: string): RequestView {
  const mine = row.authorId === viewerId;
  return {
    id: row.id,
    title: row.title as string,
    description: row.description as string,
    status: row.status as RequestView['status'],
    created_at: row.createdAt.toISOString(),
    closed_at: row.closedAt ? row.closedAt.toISOString() : null,
    author: { first_name: row.firstName as string, trade: row.trade as string },
    mine,
    my_reply_id: (row.myReplyId as string | null) ?? null,
    reply_count: mine ? Number(row.replyCount) : null,
  };
}

export async function createRequest(db: DbOrTx, authorId: string, input: { title: string; description: string }): Promise<RequestView> {
  const [row] = await db.insert(collaborationRequests).values({ authorId, title: input.title, description: input.description }).returning({ id: collaborationRequests.id });
  return getRequest(db, authorId, row!.id);
}

export async function getRequest(db: DbOrTx, viewerId: string, id: string): Promise<RequestView> {
  if (!isUuid(id)) throw new AppError('request_not_found');
  const [row] = await db
    .select(selection(viewerId))
    .from(collaborationRequests)
    .innerJoin(users, eq(users.id, collaborationRequests.authorId))
    .where(eq(collaborationRequests.id, id))
    .limit(1);
  if (!row) throw new AppError('request_not_found');
  return toView(row as Row, viewerId);
}

/**
 * The board (open requests of everyone, the caller's included) or, with `mine`, the caller's own
 * requests whatever their status. Newest first; `before` is the id of the last request already
 * shown (keyset paging).
 */
export async function listRequests(db: DbOrTx, viewerId: string, query: z.infer<typeof listRequestsQuery>): Promise<RequestView[]> {
  const conditions: SQL[] = [query.mine ? eq(collaborationRequests.authorId, viewerId) : eq(collaborationRequests.status, 'ouverte')];
  if (query.before !== undefined) {
    if (!isUuid(query.before)) throw new AppError('request_not_found');
    const [cursor] = await db.select({ createdAt: collaborationRequests.createdAt }).from(collaborationRequests).where(eq(collaborationRequests.id, query.before)).limit(1);
    if (!cursor) throw new AppError('request_not_found');
    conditions.push(
      or(
        lt(collaborationRequests.createdAt, cursor.createdAt),
        and(eq(collaborationRequests.createdAt, cursor.createdAt), lt(collaborationRequests.id, query.before)),
      )!,
    );
  }
  const rows = await db
    .select(selection(viewerId))
    .from(collaborationRequests)
    .innerJoin(users, eq(users.id, collaborationRequests.authorId))
    .where(and(...conditions))
    .orderBy(desc(collaborationRequests.createdAt), desc(collaborationRequests.id))
    .limit(query.limit ?? 50);
  return rows.map((row) => toView(row as Row, viewerId));
}

/**
 * Closing stops new replies and takes the request off the board; replies already received can
 * still be accepted. Only the author may do it (another member gets 403).
 */
export async function setRequestStatus(db: DbOrTx, viewerId: string, id: string, status: 'ouverte' | 'fermee'): Promise<RequestView> {
  const current = await getRequest(db, viewerId, id);
  if (!current.mine) throw new AppError('forbidden');
  if (current.status !== status) {
    await db
      .update(collaborationRequests)
      .set({ status, closedAt: status === 'fermee' ? new Date() : null })
      .where(eq(collaborationRequests.id, id));
  }
  return getRequest(db, viewerId, id);
}
