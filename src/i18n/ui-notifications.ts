/** Interface texts of the notices (dashboard) and of the notification switches (/mon-compte). */
import type { Lang } from './lang.ts';

export const notificationsUi: Record<Lang, {
  listTitle: string;
  open: string;
  dismiss: string;
  dismissAll: string;
  more: (n: number) => string;
  showMore: (n: number) => string;
  failed: string;
  settingsTitle: string;
  settingsIntro: string;
  saved: string;
  saveFailed: string;
}> = {
  fr: {
    listTitle: 'Notifications',
    open: 'Voir',
    dismiss: 'Marquer comme lue',
    dismissAll: 'Tout marquer comme lu',
    more: (n) => `et ${n} de plus`,
    showMore: (n) => (n === 1 ? 'Voir l’autre notification' : `Voir les ${n} autres notifications`),
    failed: 'La notification n’a pas pu être marquée comme lue. Réessayez.',
    settingsTitle: 'Notifications par e-mail',
    settingsIntro: 'Choisissez ce qui vous est envoyé par e-mail. Les notifications restent toujours visibles dans votre atelier.',
    saved: 'Préférence enregistrée.',
    saveFailed: 'La préférence n’a pas pu être enregistrée.',
  },
  en: {
    listTitle: 'Notifications',
    open: 'Open',
    dismiss: 'Mark as read',
    dismissAll: 'Mark all as read',
    more: (n) => `and ${n} more`,
    showMore: (n) => (n === 1 ? 'Show the other notice' : `Show the ${n} other notices`),
    failed: 'The notification could not be marked as read. Try again.',
    settingsTitle: 'Email notifications',
    settingsIntro: 'Choose what is sent to you by email. The notices always stay visible in your workshop.',
    saved: 'Preference saved.',
    saveFailed: 'The preference could not be saved.',
  },
};
