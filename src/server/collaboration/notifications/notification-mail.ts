/**
 * The outbox builder of notification emails (kind "notification"): built at send time from the
 * notice row, in the recipient's current language, in the shared mail layout, with a one-click
 * unsubscribe link for the notice's kind in the footer and in the RFC 8058 headers.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { escapeHtml, renderMail } from '#server/platform/mail/layout.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { mailKind } from '#server/platform/mail/mail-kind.ts';
import { env } from '#src/env.ts';
import type { NotificationEvent, NotificationKind } from './notification-kinds.ts';
import { KIND_LABELS, noticeText } from './notice-texts.ts';
import { notificationUnsubscribeUrl } from './unsubscribe-link.ts';
import { sealedPdfBytes } from '../contract/seal-contract.ts';
import { collaborationMatches, notifications, users } from '#db/schema.ts';
import { asLang } from '#i18n/lang.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { accountMailTexts } from '#i18n/mail-account-texts.ts';

/**
 * The sealed contract's PDF, as stored at sealing, attached to its notice like an invoice to its
 * email (decision 041): the parties keep the signed document even without signing in again.
 */
async function sealedContractAttachment(db: DbOrTx, matchId: string | undefined): Promise<MailMessage['attachments']> {
  if (!matchId) return undefined;
  const [match] = await db.select({ id: collaborationMatches.id, contractLang: collaborationMatches.contractLang }).from(collaborationMatches).where(eq(collaborationMatches.id, matchId)).limit(1);
  const bytes = match ? await sealedPdfBytes(db, match.id) : null;
  if (!match || !bytes) return undefined;
  // The same name as the download (GET /api/collaboration-contract/pdf).
  const filename = `${match.contractLang === 'en' ? 'agreement' : 'contrat'}-${match.id.slice(0, 8)}.pdf`;
  return [{ filename, content: bytes, contentType: 'application/pdf' }];
}

export interface NotificationMailPayload {
  notification_id: string;
}

async function buildNotificationMail(db: DbOrTx, payload: NotificationMailPayload, to: string): Promise<MailMessage> {
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
  const t = noticeText(row.event as NotificationEvent, lang, row.data);
  const base = env().PUBLIC_URL;
  const unsubscribe = notificationUnsubscribeUrl(row.userId, kind);
  const name = row.firstName.trim();
  const attachments = row.event === 'contract_sealed' ? await sealedContractAttachment(db, row.data.match_id) : undefined;
  const { html, text } = renderMail(lang, {
    greeting: mailTexts[lang].greeting(name),
    paragraphs: attachments ? [...t.paragraphs, accountMailTexts[lang].notification.attached] : t.paragraphs,
    action: { label: t.action.label, url: `${base}${t.action.path}` },
    links: t.extra ? [{ label: t.extra.label, url: `${base}${t.extra.path}` }] : undefined,
    // The footer is raw HTML in renderMail; the URL is repeated as text so the plain part keeps it.
    footer: `${escapeHtml(accountMailTexts[lang].notification.footer(KIND_LABELS[lang][kind]))} <a href="${escapeHtml(unsubscribe)}" style="word-break:break-all">${escapeHtml(unsubscribe)}</a>`,
  });
  return {
    to,
    subject: t.title,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(attachments ? { attachments } : {}),
  };
}

/** Outbox kind `notification`: a collaboration event's email, once per (event, recipient) (decision 016). */
export const notificationMail = mailKind<NotificationMailPayload>({ name: 'notification', build: buildNotificationMail });
