/**
 * Unsubscribe links of the reminder emails: the token is the user id signed with HMAC-SHA256
 * (JWT_SECRET), so it needs no storage and cannot be forged for another user. Opening the link
 * (GET) only asks: a mail scanner that pre-opens links must not switch anything off; the page's
 * button or the mail client's RFC 8058 one-click POST does it (decision 061).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import type { LinkPage } from '#server/platform/http/link-page.ts';
import { env } from '#src/env.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { unsubscribeTexts } from '#i18n/unsubscribe-texts.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(userId: string, secret: string): string {
  return createHmac('sha256', secret).update(`reminders-unsubscribe:${userId}`).digest('base64url');
}

export function unsubscribeToken(userId: string, secret = env().JWT_SECRET): string {
  return `${userId}.${signature(userId, secret)}`;
}

export function unsubscribeUrl(userId: string): string {
  return `${env().PUBLIC_URL}/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`;
}

/** The user id of a valid token, null otherwise. */
export function verifyUnsubscribeToken(token: string, secret = env().JWT_SECRET): string | null {
  const [userId, sig, extra] = token.split('.');
  if (!userId || !sig || extra !== undefined || !UUID.test(userId)) return null;
  const expected = Buffer.from(signature(userId, secret));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

async function tokenUser(db: DbOrTx, token: string): Promise<{ userId: string; lang: Lang }> {
  const userId = verifyUnsubscribeToken(token);
  if (!userId) throw new AppError('invalid_unsubscribe_token');
  // An erased account's old links are inert (decision 037): the tombstone is never written to.
  const [user] = await db.select({ lang: users.lang }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1);
  if (!user) throw new AppError('invalid_unsubscribe_token');
  return { userId, lang: asLang(user.lang) };
}

/** Checks the token (GET, which changes nothing: decision 061): the user's language, to ask for the click. */
export async function readReminderToken(db: DbOrTx, token: string): Promise<{ lang: Lang }> {
  const { lang } = await tokenUser(db, token);
  return { lang };
}

/** Turns reminder emails off for the token's user (POST: the page's button or RFC 8058 one-click); idempotent. */
export async function unsubscribeReminders(db: DbOrTx, token: string): Promise<{ lang: Lang }> {
  const { userId, lang } = await tokenUser(db, token);
  await db.update(users).set({ emailReminders: false, updatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return { lang };
}

/**
 * The page of the link, in the user's language (src/server/platform/http/link-page.ts): ask (a
 * button that POSTs back), done (with where to switch them back on), or invalid.
 */
export function unsubscribePage(lang: Lang, state: { ask: string } | { done: true } | { bad: true }): LinkPage {
  const t = unsubscribeTexts[lang];
  if ('ask' in state) {
    const action = `/api/reminders/unsubscribe?token=${encodeURIComponent(state.ask)}`;
    return { lang, title: t.title, paragraphs: [t.reminders.ask, t.reminders.what], form: { action, button: t.reminders.button }, tone: 'info', status: 200 };
  }
  if ('done' in state) return { lang, title: t.title, paragraphs: [t.reminders.done, t.again], tone: 'success', status: 200, backOn: true };
  return { lang, title: t.title, paragraphs: [t.bad], tone: 'error', status: 400 };
}
