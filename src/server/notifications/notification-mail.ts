/**
 * The outbox builder of notification emails (kind "notification"): built at send time from the
 * notice row, in the recipient's current language, in the shared mail layout, with a one-click
 * unsubscribe link for the notice's kind in the footer and in the RFC 8058 headers.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { notifications, users } from '../../../db/schema.ts';
import { asLang } from '../i18n/messages.ts';
import { escapeHtml, renderMail } from '../mail/layout.ts';
import type { MailMessage } from '../mail/send-mail.ts';
import { env } from '../../env.ts';
import type { NoticeData, NotificationEvent, NotificationKind } from './notification-kinds.ts';
import { KIND_LABELS, noticeText } from './notice-texts.ts';
import { notificationUnsubscribeUrl } from './unsubscribe-link.ts';

const FOOTER = {
  fr: (label: string) => `Vous recevez cet e-mail parce que la notification « ${label} » est activée sur votre compte Atelier. Ne plus recevoir ces e-mails :`,
  en: (label: string) => `You receive this email because the notification “${label}” is on in your Atelier account. Stop these emails:`,
} as const;

export async function buildNotificationMail(db: DbOrTx, payload: Record<string, unknown>, to: string): Promise<MailMessage> {
  const id = String(payload.notification_id ?? '');
  const [row] = await db
    .select({ userId: notifications.userId, kind: notifications.kind, event: notifications.event, data: notifications.data, firstName: users.firstName, lang: users.lang })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, id))
    .limit(1);
  // Gone with its account (cascade): nothing to send; the outbox retries then gives up, logged.
  if (!row) throw new Error(`notification ${id} not found`);
  const lang = asLang(row.lang);
  const kind = row.kind as NotificationKind;
  const t = noticeText(row.event as NotificationEvent, lang, row.data as NoticeData);
  const base = env().PUBLIC_URL;
  const unsubscribe = notificationUnsubscribeUrl(row.userId, kind);
  const name = row.firstName.trim();
  const { html, text } = renderMail(lang, {
    greeting: lang === 'en' ? (name ? `Hello ${name},` : 'Hello,') : name ? `Bonjour ${name},` : 'Bonjour,',
    paragraphs: t.paragraphs,
    action: { label: t.action.label, url: `${base}${t.action.path}` },
    links: t.extra ? [{ label: t.extra.label, url: `${base}${t.extra.path}` }] : undefined,
    // The footer is raw HTML in renderMail; the URL is repeated as text so the plain part keeps it.
    footer: `${escapeHtml(FOOTER[lang](KIND_LABELS[lang][kind]))} <a href="${escapeHtml(unsubscribe)}" style="word-break:break-all">${escapeHtml(unsubscribe)}</a>`,
  });
  return {
    to,
    subject: t.title,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
