/**
 * The email switches of /mon-compte (decisions 016, 061): one per notification kind, on by
 * default, a row in notification_opt_outs per switch turned off; and the impact reminders'
 * switch, `users.email_reminders` (the column the reminder job reads, decision 003), shown and
 * saved with the others so every optional email has its switch in one place (decision 061).
 * The in-app notices are always recorded: the switches (and the unsubscribe links) are about email.
 */
import { z } from 'zod';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { notificationOptOuts, users } from '#db/schema.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds.ts';

export type NotificationSettings = Record<NotificationKind, boolean> & { reminders: boolean };

export const notificationSettingsInput = z.strictObject({
  reply: z.boolean().optional(),
  match: z.boolean().optional(),
  answers: z.boolean().optional(),
  contract: z.boolean().optional(),
  reminders: z.boolean().optional().describe('The impact reminder emails (decision 003)'),
});

export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  const off = await db.select({ kind: notificationOptOuts.kind }).from(notificationOptOuts).where(eq(notificationOptOuts.userId, userId));
  const [user] = await db.select({ reminders: users.emailReminders }).from(users).where(eq(users.id, userId)).limit(1);
  const offKinds = new Set(off.map((r) => r.kind));
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !offKinds.has(k)])) as Record<NotificationKind, boolean>;
  return { ...kinds, reminders: user?.reminders ?? false };
}

/** Sets the switches given (the others keep their value); idempotent. */
export async function updateNotificationSettings(db: DbOrTx, userId: string, input: Partial<NotificationSettings>): Promise<NotificationSettings> {
  const turnOff = NOTIFICATION_KINDS.filter((k) => input[k] === false);
  const turnOn = NOTIFICATION_KINDS.filter((k) => input[k] === true);
  if (turnOff.length) await db.insert(notificationOptOuts).values(turnOff.map((kind) => ({ userId, kind }))).onConflictDoNothing();
  if (turnOn.length) await db.delete(notificationOptOuts).where(and(eq(notificationOptOuts.userId, userId), inArray(notificationOptOuts.kind, turnOn)));
  if (input.reminders !== undefined) {
    // An erased account's tombstone is never written to (decision 037).
    await db.update(users).set({ emailReminders: input.reminders, updatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  }
  return getNotificationSettings(db, userId);
}

export async function emailsOn(db: DbOrTx, userId: string, kind: NotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)))
    .limit(1);
  return !row;
}
