/**
 * The unsubscribe link of notification emails: GET shows a page that asks to confirm (a link
 * opened by a mail scanner must not unsubscribe anyone), POST turns the kind off — the button of
 * that page, or the mail provider's RFC 8058 one-click POST (no session, no CSRF token: the
 * signed token is the credential).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import type { LinkPage } from '#server/platform/http/link-page.ts';
import type { NotificationKind } from './notification-kinds.ts';
import { KIND_LABELS } from './notice-texts.ts';
import { updateNotificationSettings } from './notification-settings.ts';
import { verifyNotificationUnsubscribeToken } from './unsubscribe-link.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { unsubscribeTexts } from '#i18n/unsubscribe-texts.ts';

async function tokenUser(db: DbOrTx, token: string): Promise<{ userId: string; kind: NotificationKind; lang: Lang }> {
  const valid = verifyNotificationUnsubscribeToken(token);
  if (!valid) throw new AppError('invalid_unsubscribe_token');
  // An erased account's old links are invalid (decision 037): nothing is written for its tombstone.
  const [user] = await db.select({ lang: users.lang }).from(users).where(and(eq(users.id, valid.userId), isNull(users.deletedAt))).limit(1);
  if (!user) throw new AppError('invalid_unsubscribe_token');
  return { ...valid, lang: asLang(user.lang) };
}

/** Checks the token (GET): the kind and the user's language, to ask for confirmation. */
export async function readUnsubscribeToken(db: DbOrTx, token: string): Promise<{ kind: NotificationKind; lang: Lang }> {
  const { kind, lang } = await tokenUser(db, token);
  return { kind, lang };
}

/** Turns the token's kind off for its user (POST). Idempotent. */
export async function unsubscribeNotifications(db: DbOrTx, token: string): Promise<{ kind: NotificationKind; lang: Lang }> {
  const { userId, kind, lang } = await tokenUser(db, token);
  await updateNotificationSettings(db, userId, { [kind]: false });
  return { kind, lang };
}

/** The page of the link, in the user's language: ask, done, or invalid (src/server/platform/http/link-page.ts). */
export function unsubscribePage(lang: Lang, state: { ask: { kind: NotificationKind; token: string } } | { done: NotificationKind } | { bad: true }): LinkPage {
  const t = unsubscribeTexts[lang];
  if ('ask' in state) {
    const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(state.ask.token)}`;
    return { lang, title: t.title, paragraphs: [t.notifications.ask(KIND_LABELS[lang][state.ask.kind])], form: { action, button: t.notifications.button }, tone: 'info', status: 200 };
  }
  if ('done' in state) return { lang, title: t.title, paragraphs: [t.notifications.done(KIND_LABELS[lang][state.done]), t.notifications.stillShown, t.again], tone: 'success', status: 200, backOn: true };
  return { lang, title: t.title, paragraphs: [t.bad], tone: 'error', status: 400 };
}
