/**
 * The « Adresse e-mail » section of /mon-compte (decision 061): the account's
 * address, its change (the proof the API asks: the password, or without one a recent link or
 * Google sign-in: decision 006), and the language the emails are written in.
 */
import type { Lang } from './lang.ts';

const fr = {
  title: 'Adresse e-mail',
  current: 'Adresse du compte\u00a0:',
  currentHelp: 'Vos liens de connexion, factures et notifications partent vers cette adresse.',
  newEmail: 'Nouvelle adresse e-mail',
  currentPassword: 'Mot de passe actuel',
  change: 'Changer l’adresse',
  how: 'Nous prévenons votre ancienne adresse du changement. Vous restez connecté·e ici\u00a0; vos autres appareils sont déconnectés.',
  needLink: (minutes: number) =>
    `Votre compte n’a pas de mot de passe\u00a0: pour prouver que c’est vous, connectez-vous avec un lien reçu à votre adresse actuelle. Pendant les ${minutes} minutes qui suivent, vous pourrez changer l’adresse ici.`,
  sendLink: 'Recevoir un lien à mon adresse actuelle',
  linkSent: (email: string) => `Un lien de connexion vient d’être envoyé à ${email}. Ouvrez-le\u00a0: il vous ramène ici.`,
  changed: (email: string) => `C’est fait\u00a0: l’adresse du compte est maintenant ${email}. Votre ancienne adresse a reçu un avertissement.`,
  changeFailed: 'L’adresse n’a pas pu être changée.',
  langLabel: 'Langue de vos e-mails',
  langHelp: 'Les e-mails d’Atelier vous sont écrits dans cette langue. La langue des pages se choisit en haut de l’écran.',
  langs: { fr: 'Français', en: 'English' },
  langSaved: 'Langue des e-mails enregistrée.',
  langFailed: 'La langue des e-mails n’a pas pu être enregistrée.',
};

const en: typeof fr = {
  title: 'Email address',
  current: 'Account address:',
  currentHelp: 'Your sign-in links, invoices and notifications go to this address.',
  newEmail: 'New email address',
  currentPassword: 'Current password',
  change: 'Change the address',
  how: 'We warn your old address about the change. You stay signed in here; your other devices are signed out.',
  needLink: (minutes) =>
    `Your account has no password: to prove it is you, sign in with a link sent to your current address. For the ${minutes} minutes that follow, you can change the address here.`,
  sendLink: 'Send a link to my current address',
  linkSent: (email) => `A sign-in link was just sent to ${email}. Open it: it brings you back here.`,
  changed: (email) => `Done: the account address is now ${email}. Your old address received a warning.`,
  changeFailed: 'The address could not be changed.',
  langLabel: 'Language of your emails',
  langHelp: 'Atelier’s emails are written to you in this language. The language of the pages is chosen at the top of the screen.',
  langs: { fr: 'Français', en: 'English' },
  langSaved: 'Email language saved.',
  langFailed: 'The email language could not be saved.',
};

export const accountEmailUi: Record<Lang, typeof fr> = { fr, en };
