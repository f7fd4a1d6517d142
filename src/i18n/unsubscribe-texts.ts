/**
 * The pages of the unsubscribe links in our emails (impact reminders, one notification kind),
 * answered without a session in the language of the link's owner (src/server/platform/http/link-page.ts).
 */
import type { Lang } from './lang.ts';

const fr = {
  title: 'Désinscription',
  bad: 'Ce lien de désinscription est invalide ou incomplet.',
  reminders: {
    done: 'C’est fait\u00a0: vous ne recevrez plus de rappels de mesure d’impact.',
    again: 'Vous pourrez les réactiver depuis votre compte.',
  },
  notifications: {
    ask: (label: string) => `Ne plus recevoir d’e-mails pour la notification «\u00a0${label}\u00a0»\u00a0?`,
    button: 'Me désinscrire',
    done: (label: string) => `C’est fait\u00a0: vous ne recevrez plus d’e-mails pour «\u00a0${label}\u00a0».`,
    again: 'Les notifications restent visibles dans votre atelier\u00a0; vous pourrez réactiver ces e-mails depuis votre compte.',
  },
};

const en: typeof fr = {
  title: 'Unsubscribe',
  bad: 'This unsubscribe link is invalid or incomplete.',
  reminders: {
    done: 'Done: you will no longer receive impact reminder emails.',
    again: 'You can turn them back on from your account.',
  },
  notifications: {
    ask: (label) => `Stop the emails of the notification “${label}”?`,
    button: 'Unsubscribe',
    done: (label) => `Done: you will no longer receive emails for “${label}”.`,
    again: 'The notices stay visible in your workshop; you can turn these emails back on from your account.',
  },
};

export const unsubscribeTexts: Record<Lang, typeof fr> = { fr, en };
