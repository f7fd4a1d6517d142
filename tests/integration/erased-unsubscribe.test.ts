/**
 * An erased account's old unsubscribe links are inert (decision 037): the reminder link and the
 * notification link answer `invalid_unsubscribe_token` and write nothing for the tombstone; the
 * same links of a live account work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeDatabase, testDb } from '../support/test-db.ts';
import type { Database } from '#server/platform/db/client.ts';
import { notificationOptOuts, users } from '#db/schema.ts';
import { unsubscribeReminders, unsubscribeToken } from '#server/learning/impact/unsubscribe.ts';
import { unsubscribeNotifications } from '#server/collaboration/notifications/unsubscribe-notifications.ts';
import { notificationUnsubscribeToken } from '#server/collaboration/notifications/unsubscribe-link.ts';
import { NOTIFICATION_KINDS } from '#server/collaboration/notifications/notification-kinds.ts';

let db: Database;
beforeAll(async () => {
  db = await testDb();
});
afterAll(() => closeDatabase());

const account = async (erased: boolean) => {
  const [row] = await db
    .insert(users)
    .values({ email: `unsub-${randomUUID()}@test.atelier.local`, emailReminders: true, ...(erased ? { deletedAt: new Date() } : {}) })
    .returning();
  return row!.id;
};
const code = (promise: Promise<unknown>) => promise.then(() => 'ok', (e: { code?: string }) => e.code ?? String(e));
const kind = NOTIFICATION_KINDS[0]!;

describe('unsubscribe links', () => {
  it('of an erased account answer invalid and write nothing', async () => {
    const id = await account(true);
    expect(await code(unsubscribeReminders(db, unsubscribeToken(id)))).toBe('invalid_unsubscribe_token');
    expect(await code(unsubscribeNotifications(db, notificationUnsubscribeToken(id, kind)))).toBe('invalid_unsubscribe_token');
    expect(await db.select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, id))).toEqual([]);
    const [row] = await db.select({ emailReminders: users.emailReminders }).from(users).where(eq(users.id, id));
    expect(row!.emailReminders).toBe(true);
  });

  it('of a live account still work', async () => {
    const id = await account(false);
    expect(await code(unsubscribeReminders(db, unsubscribeToken(id)))).toBe('ok');
    expect(await code(unsubscribeNotifications(db, notificationUnsubscribeToken(id, kind)))).toBe('ok');
    expect(await db.select().from(notificationOptOuts).where(eq(notificationOptOuts.userId, id))).toHaveLength(1);
  });
});
