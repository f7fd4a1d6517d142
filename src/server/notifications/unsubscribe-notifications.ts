/**
 * The unsubscribe link of notification emails: GET shows a page that asks to confirm (a link
 * opened by a mail scanner must not unsubscribe anyone), POST turns the kind off — the button of
 * that page, or the mail provider's RFC 8058 one-click POST (no session, no CSRF token: the
 * signed token is the credential).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { asLang, type Lang } from '../i18n/messages.ts';
import { escapeHtml } from '../mail/layout.ts';
import type { NotificationKind } from './notification-kinds.ts';
import { KIND_LABELS } from './notice-texts.ts';
import { updateNotificationSettings } from './notification-settings.ts';
import { verifyNotificationUnsubscribeToken } from './unsubscribe-link.ts';

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

const PAGE = {
  fr: {
    title: 'Désinscription',
    ask: (label: string) => `Ne plus recevoir d’e-mails pour la notification « ${label} » ?`,
    button: 'Me désinscrire',
    done: (label: string) => `C’est fait : vous ne recevrez plus d’e-mails pour « ${label} ».`,
    again: 'Les notifications restent visibles dans votre atelier ; vous pourrez réactiver ces e-mails depuis votre compte.',
    bad: 'Ce lien de désinscription est invalide ou incomplet.',
  },
  en: {
    title: 'Unsubscribe',
    ask: (label: string) => `Stop the emails of the notification “${label}”?`,
    button: 'Unsubscribe',
    done: (label: string) => `Done: you will no longer receive emails for “${label}”.`,
    again: 'The notices stay visible in your workshop; you can turn these emails back on from your account.',
    bad: 'This unsubscribe link is invalid or incomplete.',
  },
} as const;

/** The small page of the link, in the user's language: ask, done, or invalid. */
export function unsubscribePage(lang: Lang, state: { ask: { kind: NotificationKind; token: string } } | { done: NotificationKind } | { bad: true }): string {
  const t = PAGE[lang];
  let body: string;
  if ('ask' in state) {
    const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(state.ask.token)}`;
    body = `<p>${escapeHtml(t.ask(KIND_LABELS[lang][state.ask.kind]))}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font:inherit;background:#7a3e1d;color:#fff;border:0;padding:10px 18px;border-radius:6px;cursor:pointer">${escapeHtml(t.button)}</button></form>`;
  } else if ('done' in state) {
    body = `<p>${escapeHtml(t.done(KIND_LABELS[lang][state.done]))}</p><p>${escapeHtml(t.again)}</p>`;
  } else body = `<p>${escapeHtml(t.bad)}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)} · Atelier</title></head>
<body style="font-family:Georgia,serif;color:#2b2118;background:#faf6f0;padding:24px"><main style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:8px"><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`;
}
