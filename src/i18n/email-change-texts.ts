/**
 * The page of the link mailed to a new account address (decision 061), answered without a session
 * in the account's language (src/server/platform/http/link-page.ts). Opening the link only asks;
 * the button confirms.
 */
import type { Lang } from './lang.ts';

const fr = {
  title: 'Nouvelle adresse e-mail',
  ask: (email: string) => `Faire de ${email} l’adresse de votre compte Atelier\u202f?`,
  what: 'Vos liens de connexion, factures et notifications partiront vers cette adresse. Tous vos appareils seront déconnectés\u00a0: vous vous reconnecterez avec cette nouvelle adresse.',
  button: 'Confirmer ma nouvelle adresse',
  done: (email: string) => `C’est fait\u00a0: l’adresse de votre compte est maintenant ${email}. Votre ancienne adresse en a été prévenue.`,
  signIn: 'Vos autres appareils sont déconnectés. Connectez-vous avec la nouvelle adresse si besoin.',
  expired: 'Ce lien a expiré\u00a0: l’adresse n’a pas changé. Depuis Mon compte, rubrique «\u00a0Adresse e-mail\u00a0», renvoyez le lien ou demandez à nouveau le changement.',
  invalid: 'Ce lien ne fonctionne pas\u00a0: il a déjà servi, un lien plus récent l’a remplacé ou le changement a été annulé. L’adresse du compte est celle que vous voyez dans Mon compte.',
  taken: 'Cette adresse est maintenant celle d’un autre compte Atelier\u00a0: l’adresse de votre compte n’a pas changé. Choisissez-en une autre dans Mon compte.',
};

const en: typeof fr = {
  title: 'New email address',
  ask: (email) => `Make ${email} the address of your Atelier account?`,
  what: 'Your sign-in links, invoices and notifications will go to this address. All your devices will be signed out: you will sign in again with this new address.',
  button: 'Confirm my new address',
  done: (email) => `Done: the address of your account is now ${email}. Your old address has been told.`,
  signIn: 'Your other devices are signed out. Sign in with the new address when needed.',
  expired: 'This link has expired: the address has not changed. Under “Email address” in your account, send the link again or ask for the change again.',
  invalid: 'This link does not work: it was already used, a newer link replaced it, or the change was cancelled. The account’s address is the one shown in your account.',
  taken: 'This address now belongs to another Atelier account: the address of your account has not changed. Choose another one in your account.',
};

export const emailChangeTexts: Record<Lang, typeof fr> = { fr, en };
