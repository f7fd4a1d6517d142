/**
 * The in-app notices of the dashboard: the caller's unread notices, newest first, in the
 * caller's language; marking some (or all) as read removes them from the list (that is the
 * "dismiss"); calls to act on a contract already sealed are left out. Only one's own notices:
 * others' ids are simply not matched.
 */
import { z } from 'zod';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { notifications } from '#db/schema.ts';
import type { NotificationEvent, NotificationKind } from './notification-kinds.ts';
import { noticeText } from './notice-texts.ts';
import type { Lang } from '#i18n/lang.ts';
import type { noticeResponse } from './notification-responses.ts';

export const LIST_LIMIT = 50;

export const markReadInput = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(LIST_LIMIT) }),
  z.strictObject({ all: z.literal(true) }),
]);

/** What the API answers (its schema, notification-responses.ts). */
export type NoticeView = z.infer<typeof noticeResponse>;

/**
 * A notice that asked for a step of a contract (answer, sign) says nothing true once that
 * contract is sealed (« il manque votre signature » after both signed, issue 39 item 5): it
 * leaves the list, the sealed notice tells what happened.
 */
const notStale = sql`not (${notifications.event} in ('answers_submitted', 'contract_signed') and exists (
  select 1 from collaboration_matches m where m.id::text = ${notifications.data}->>'match_id' and m.sealed_at is not null))`;

export async function listNotifications(db: DbOrTx, userId: string, lang: Lang): Promise<{ unread: number; notices: NoticeView[] }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), notStale))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), notStale));
  return {
    unread: Number(count?.n ?? 0),
    notices: rows.map((r) => {
      const data = r.data;
      const t = noticeText(r.event as NotificationEvent, lang, data);
      return {
        id: r.id,
        kind: r.kind as NotificationKind,
        event: r.event as NotificationEvent,
        created_at: r.createdAt.toISOString(),
        title: t.title,
        body: t.paragraphs.join(' '),
        // The sealed notice links the contract page (the PDF is one click from there).
        url: t.extra?.path ?? t.action.path,
        match_id: data.match_id ?? null,
        request_id: data.request_id ?? null,
      };
    }),
  };
}

/** Marks notices read; answers how many changed. Idempotent. */
export async function markNotificationsRead(db: DbOrTx, userId: string, input: z.infer<typeof markReadInput>): Promise<{ marked: number }> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const where = 'ids' in input ? and(mine, inArray(notifications.id, input.ids)) : mine;
  const rows = await db.update(notifications).set({ readAt: new Date() }).where(where).returning({ id: notifications.id });
  return { marked: rows.length };
}
