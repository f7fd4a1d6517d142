/** The reminder email of one action: every due metric in one message, in the user's language. */
import { escapeHtml, renderMail } from '#server/platform/mail/layout.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { env } from '#src/env.ts';
import { unsubscribeUrl } from './unsubscribe.ts';
import type { Lang } from '#i18n/lang.ts';
import { pagePath } from '#i18n/paths.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { accountMailTexts } from '#i18n/mail-account-texts.ts';

export interface ReminderInput {
  userId: string;
  email: string;
  firstName: string;
  lang: Lang;
  cardSlug: string;
  cardTitle: string;
  /** Labels of the due metrics, in the card's order. */
  labels: string[];
}

export function cardPageUrl(slug: string, lang: Lang): string {
  return `${env().PUBLIC_URL}${pagePath(lang, `/fiches/${encodeURIComponent(slug)}`)}`;
}

export function reminderMail(input: ReminderInput): MailMessage {
  const t = accountMailTexts[input.lang].reminder;
  const unsubscribe = unsubscribeUrl(input.userId);
  const { html, text } = renderMail(input.lang, {
    greeting: mailTexts[input.lang].greeting(input.firstName.trim()),
    paragraphs: [t.intro(input.cardTitle), t.why],
    list: input.labels,
    action: { label: t.button, url: cardPageUrl(input.cardSlug, input.lang) },
    // The footer is raw HTML in renderMail; the URL is repeated as text so the plain part keeps it.
    footer: `${escapeHtml(t.footer)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(unsubscribe)}</a>`,
  });
  return {
    to: input.email,
    subject: t.subject(input.cardTitle),
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
