/**
 * The per-kind email switches of /mon-compte (decision 016): on by default, a row in
 * notification_opt_outs per switch turned off. The in-app notices are always recorded: the
 * switches (and the unsubscribe links) are about email.
 */
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { notificationOptOuts } from '../../../db/schema.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds.ts';

export type NotificationSettings = Record<NotificationKind, boolean>;

export const notificationSettingsInput = z
  .strictObject({ reply: z.boolean().optional(), match: z.boolean().optional(), answers: z.boolean().optional(), contract: z.boolean().optional() });

export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  const off = await db.select({ kind: notificationOptOuts.kind }).from(notificationOptOuts).where(eq(notificationOptOuts.userId, userId));
  const offKinds = new Set(off.map((r) => r.kind));
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !offKinds.has(k)])) as NotificationSettings;
}

/** Sets the switches given (the others keep their value); idempotent. */
export async function updateNotificationSettings(db: DbOrTx, userId: string, input: Partial<NotificationSettings>): Promise<NotificationSettings> {
  const turnOff = NOTIFICATION_KINDS.filter((k) => input[k] === false);
  const turnOn = NOTIFICATION_KINDS.filter((k) => input[k] === true);
  if (turnOff.length) await db.insert(notificationOptOuts).values(turnOff.map((kind) => ({ userId, kind }))).onConflictDoNothing();
  if (turnOn.length) await db.delete(notificationOptOuts).where(and(eq(notificationOptOuts.userId, userId), inArray(notificationOptOuts.kind, turnOn)));
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
