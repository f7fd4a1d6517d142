/**
 * One-click unsubscribe of the notification emails (RFC 8058), one link per kind: the token is
 * "<user id>.<kind>.<HMAC-SHA256(JWT_SECRET)>", so it needs no storage, cannot be forged for
 * another user or another kind, and works without a session (the mail provider's POST carries
 * none). Same construction as the reminder links (src/server/learning/impact/unsubscribe.ts), with its own
 * purpose string so a reminder token is not a notification token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '#src/env.ts';
import { isNotificationKind, type NotificationKind } from './notification-kinds.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(userId: string, kind: NotificationKind, secret: string): string {
  return createHmac('sha256', secret).update(`notifications-unsubscribe:${userId.toLowerCase()}:${kind}`).digest('base64url');
}

export function notificationUnsubscribeToken(userId: string, kind: NotificationKind, secret = env().JWT_SECRET): string {
  return `${userId}.${kind}.${signature(userId, kind, secret)}`;
}

export function notificationUnsubscribeUrl(userId: string, kind: NotificationKind): string {
  return `${env().PUBLIC_URL}/api/notifications/unsubscribe?token=${encodeURIComponent(notificationUnsubscribeToken(userId, kind))}`;
}

/** The user and kind of a valid token, null otherwise. */
export function verifyNotificationUnsubscribeToken(token: string, secret = env().JWT_SECRET): { userId: string; kind: NotificationKind } | null {
  const [userId, kind, sig, extra] = token.split('.');
  if (!userId || !kind || !sig || extra !== undefined || !UUID.test(userId) || !isNotificationKind(kind)) return null;
  const expected = Buffer.from(signature(userId, kind, secret));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId: userId.toLowerCase(), kind } : null;
}
