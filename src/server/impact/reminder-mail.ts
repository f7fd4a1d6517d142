/** The reminder email of one action: every due metric in one message, in the user's language. */
import type { Lang } from '../i18n/messages.ts';
import { escapeHtml, renderMail } from '../mail/layout.ts';
import type { MailMessage } from '../mail/send-mail.ts';
import { env } from '../../env.ts';
import { unsubscribeUrl } from './unsubscribe.ts';

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

const TEXT = {
  fr: {
    subject: (title: string) => `C’est le moment de mesurer vos progrès : ${title}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (title: string) => `Il est temps de noter vos nouvelles mesures pour l’action « ${title} » :`,
    why: 'Quelques chiffres suffisent : ils montrent ce que votre action a changé.',
    button: 'Saisir mes mesures',
    footer: 'Vous recevez ce rappel parce que vous suivez l’impact de vos actions sur Atelier. Ne plus recevoir ces rappels :',
  },
  en: {
    subject: (title: string) => `Time to measure your progress: ${title}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (title: string) => `It is time to record your new readings for the action “${title}”:`,
    why: 'A few figures are enough: they show what your action has changed.',
    button: 'Enter my readings',
    footer: 'You receive this reminder because you track the impact of your actions on Atelier. Stop these reminders:',
  },
} as const;

export function cardPageUrl(slug: string, lang: Lang): string {
  return `${env().PUBLIC_URL}${lang === 'en' ? '/en' : ''}/fiches/${encodeURIComponent(slug)}`;
}

export function reminderMail(input: ReminderInput): MailMessage {
  const t = TEXT[input.lang];
  const unsubscribe = unsubscribeUrl(input.userId);
  const { html, text } = renderMail(input.lang, {
    greeting: t.greeting(input.firstName.trim()),
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
