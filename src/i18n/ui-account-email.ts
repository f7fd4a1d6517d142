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
  how: 'Nous envoyons un lien à la nouvelle adresse\u00a0: elle ne remplace l’actuelle qu’une fois ce lien ouvert et confirmé. Votre adresse actuelle est prévenue de la demande. À la confirmation, tous vos appareils sont déconnectés.',
  needLink: (minutes: number) =>
    `Votre compte n’a pas de mot de passe\u00a0: pour prouver que c’est vous, connectez-vous avec un lien reçu à votre adresse actuelle. Pendant les ${minutes} minutes qui suivent, vous pourrez changer l’adresse ici.`,
  sendLink: 'Recevoir un lien à mon adresse actuelle',
  linkSent: (email: string) => `Un lien de connexion vient d’être envoyé à ${email}. Ouvrez-le\u00a0: il vous ramène ici.`,
  asked: (email: string) => `Un lien vient d’être envoyé à ${email}. Ouvrez-le et confirmez\u00a0: l’adresse du compte ne change qu’à ce moment-là.`,
  pending: 'En attente de confirmation\u00a0:',
  pendingHelp: (day: string, time: string) => `L’adresse du compte changera quand vous aurez confirmé avec le lien envoyé à cette adresse (valable jusqu’au ${day} à ${time}).`,
  resend: 'Renvoyer le lien',
  cancel: 'Annuler le changement',
  resent: (email: string) => `Un nouveau lien vient d’être envoyé à ${email}\u00a0; le précédent ne fonctionne plus.`,
  cancelled: 'Le changement d’adresse est annulé\u00a0: le lien envoyé ne fonctionne plus.',
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
  how: 'We send a link to the new address: it replaces the current one only once that link is opened and confirmed. Your current address is told about the request. On confirmation, all your devices are signed out.',
  needLink: (minutes) =>
    `Your account has no password: to prove it is you, sign in with a link sent to your current address. For the ${minutes} minutes that follow, you can change the address here.`,
  sendLink: 'Send a link to my current address',
  linkSent: (email) => `A sign-in link was just sent to ${email}. Open it: it brings you back here.`,
  asked: (email) => `A link was just sent to ${email}. Open it and confirm: the account address changes only then.`,
  pending: 'Waiting for confirmation:',
  pendingHelp: (day, time) => `The account address will change once you confirm with the link sent to this address (valid until ${day} at ${time}).`,
  resend: 'Send the link again',
  cancel: 'Cancel the change',
  resent: (email) => `A new link was just sent to ${email}; the previous one no longer works.`,
  cancelled: 'The address change is cancelled: the link sent no longer works.',
  changeFailed: 'The address could not be changed.',
  langLabel: 'Language of your emails',
  langHelp: 'Atelier’s emails are written to you in this language. The language of the pages is chosen at the top of the screen.',
  langs: { fr: 'Français', en: 'English' },
  langSaved: 'Email language saved.',
  langFailed: 'The email language could not be saved.',
};

export const accountEmailUi: Record<Lang, typeof fr> = { fr, en };
