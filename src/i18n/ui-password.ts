/**
 * Setting a first password (decision 019): on the welcome page and the account page of a member
 * who signs in by link, and the sign-in page's hint when a password is refused.
 */
import type { Lang } from './lang.ts';
const fr = {
  title: 'Choisir un mot de passe',
  // True however the person signed in today (a link, or the application form; issue 39).
  intro: 'Sans mot de passe, chaque connexion passe par un lien reçu par e-mail. Choisissez-en un pour vous connecter sans attendre d’e-mail.',
  newPassword: 'Nouveau mot de passe',
  hint: '10 caractères au moins.',
  confirm: 'Confirmez le mot de passe',
  tooShort: 'Le mot de passe doit compter au moins 10 caractères.',
  mismatch: 'Les deux mots de passe ne sont pas identiques.',
  save: 'Enregistrer le mot de passe',
  saved: 'Mot de passe enregistré. Vous pouvez maintenant vous connecter avec votre adresse e-mail et ce mot de passe.',
  needLink: (minutes: number) => `Pour votre sécurité, choisir un mot de passe demande une connexion récente par lien (moins de ${minutes} minutes). Recevez un lien : il vous ramène ici.`,
  sendLink: 'M’envoyer un lien de connexion',
  linkSent: (email: string) => `Lien envoyé à ${email}. Ouvrez-le sur cet appareil : il vous ramène ici pour choisir votre mot de passe.`,
  failed: 'Le mot de passe n’a pas pu être enregistré. Réessayez dans un instant.',
  show: 'Afficher',
};

export type PasswordTexts = typeof fr;

const en: PasswordTexts = {
  title: 'Choose a password',
  intro: 'Without a password, each sign-in goes through a link sent by email. Choose one to sign in without waiting for an email.',
  newPassword: 'New password',
  hint: 'At least 10 characters.',
  confirm: 'Confirm the password',
  tooShort: 'The password must be at least 10 characters long.',
  mismatch: 'The two passwords are not the same.',
  save: 'Save the password',
  saved: 'Password saved. You can now sign in with your email address and this password.',
  needLink: (minutes) => `For your security, choosing a password needs a recent sign-in by link (less than ${minutes} minutes ago). Get a link: it brings you back here.`,
  sendLink: 'Send me a sign-in link',
  linkSent: (email) => `Link sent to ${email}. Open it on this device: it brings you back here to choose your password.`,
  failed: 'The password could not be saved. Try again in a moment.',
  show: 'Show',
};

export const passwordTexts: Record<Lang, PasswordTexts> = { fr, en };
