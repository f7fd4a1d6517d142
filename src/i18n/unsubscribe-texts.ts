/**
 * The pages of the unsubscribe links in our emails (impact reminders, one notification kind),
 * answered without a session in the language of the link's owner (src/server/platform/http/link-page.ts).
 * Opening a link only asks; the button does it (decision 061).
 */
import type { Lang } from './lang.ts';

const fr = {
  title: 'Désinscription',
  bad: 'Ce lien de désinscription est invalide ou incomplet.',
  /** After it is done: where to switch it back on (the page links there). */
  again: 'Vous pouvez les réactiver à tout moment dans Mon compte, rubrique «\u00a0Notifications par e-mail\u00a0».',
  backOnLink: 'Réactiver dans Mon compte',
  accountLink: 'Mon compte',
  reminders: {
    ask: 'Ne plus recevoir les rappels de mesure d’impact par e-mail\u202f?',
    what: 'Ces rappels vous disent quand noter les nouvelles mesures de vos actions. Vos mesures et leur calendrier restent visibles dans votre atelier.',
    button: 'Ne plus recevoir ces rappels',
    done: 'C’est fait\u00a0: vous ne recevrez plus de rappels de mesure d’impact par e-mail.',
  },
  notifications: {
    ask: (label: string) => `Ne plus recevoir d’e-mails pour la notification «\u00a0${label}\u00a0»\u202f?`,
    button: 'Me désinscrire',
    done: (label: string) => `C’est fait\u00a0: vous ne recevrez plus d’e-mails pour «\u00a0${label}\u00a0».`,
    stillShown: 'Les notifications restent visibles dans votre atelier.',
  },
};

const en: typeof fr = {
  title: 'Unsubscribe',
  bad: 'This unsubscribe link is invalid or incomplete.',
  again: 'You can turn them back on at any time in My account, under “Email notifications”.',
  backOnLink: 'Turn them back on in My account',
  accountLink: 'My account',
  reminders: {
    ask: 'Stop the impact reminder emails?',
    what: 'These reminders tell you when to record new readings for your actions. Your readings and their schedule stay visible in your workshop.',
    button: 'Stop these reminders',
    done: 'Done: you will no longer receive impact reminder emails.',
  },
  notifications: {
    ask: (label) => `Stop the emails of the notification “${label}”?`,
    button: 'Unsubscribe',
    done: (label) => `Done: you will no longer receive emails for “${label}”.`,
    stillShown: 'The notices stay visible in your workshop.',
  },
};

export const unsubscribeTexts: Record<Lang, typeof fr> = { fr, en };
