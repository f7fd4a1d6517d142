/** Interface texts shared by Astro pages and React islands. French is the default. */
import { appTexts } from './ui-app.ts';
import type { Lang } from './lang.ts';

const fr = {
  appName: 'Atelier',
  tagline: 'Développez votre activité de création, une action à la fois.',
  skipToContent: 'Aller au contenu',
  nav: { home: 'Mon atelier', dashboard: 'Tableau de bord', catalogue: 'Catalogue', actions: 'Mes actions', parcours: 'Parcours', signIn: 'Connexion', signOut: 'Déconnexion', main: 'Navigation principale', menu: 'Menu' },
  langSwitch: { label: 'Langue', other: 'English', otherLang: 'en' as Lang },
  signIn: {
    title: 'Connexion',
    intro: 'Accédez à votre espace artisan.',
    applyTitle: 'Pas encore membre\u00a0?',
    applyBody: 'Atelier accompagne les artisans et créateurs sur candidature\u00a0: quelques questions, puis un acompte pour ouvrir votre atelier.',
    applyButton: 'Candidater',
    passwordTitle: 'Avec un mot de passe',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    magicTitle: 'Recevoir un lien de connexion',
    magicHelp: 'Nous vous envoyons un lien valable 15 minutes, utilisable une fois.',
    magicSubmit: 'Envoyer le lien',
    magicSent: 'Si un compte existe pour cette adresse, un lien de connexion vient de lui être envoyé.',
    linkFirst: 'Pas de mot de passe\u00a0? C’est normal après une candidature\u00a0: connectez-vous avec un lien reçu par e-mail.',
    linkFirstButton: 'Recevoir un lien de connexion',
    recommended: 'Le plus simple',
    passwordFailedHint: 'Vous n’avez jamais choisi de mot de passe, ou vous l’avez oublié\u00a0? Recevez plutôt un lien de connexion à cette adresse\u00a0; une fois connecté·e, vous pourrez choisir un mot de passe dans «\u00a0Mon compte\u00a0».',
    passwordFailedButton: 'Recevoir un lien à cette adresse',
    google: 'Continuer avec Google',
    or: 'ou',
    testTitle: 'Comptes de test (développement)',
    testHelp: 'Connexion immédiate à un compte de démonstration.',
    testSubmit: 'Se connecter en tant que',
    errors: {
      magic_link_invalid: 'Ce lien de connexion est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.',
      google_failed: 'La connexion avec Google a échoué. Réessayez.',
      generic: 'La connexion a échoué.',
      network: 'Pas de connexion\u00a0: rien n’a été envoyé. Vérifiez votre réseau puis réessayez.',
    },
  },
  actions: { title: 'Mes actions', empty: 'Vous n’avez pas encore d’action en cours. Choisissez une fiche dans le catalogue pour commencer.', browse: 'Parcourir le catalogue' },
  home: { cta: 'Connexion', ctaSignedIn: 'Ouvrir mon atelier' },
  devBar: { label: 'Développement', version: 'version', commit: 'commit', builtAt: 'construit le', signedInAs: 'connecté·e\u00a0:', anonymous: 'non connecté·e' },
  roles: { admin: 'Administration', responsable: 'Responsable', client_essentiel: 'Formule Essentiel', client_premium: 'Formule Premium' } as Record<string, string>,
  /** The artisan's pages: kept in ui-app.ts to keep this file short. */
  app: appTexts.fr,
};

type Texts = typeof fr;

const en: Texts = {
  appName: 'Atelier',
  tagline: 'Grow your craft business, one action at a time.',
  skipToContent: 'Skip to content',
  nav: { home: 'My workshop', dashboard: 'Dashboard', catalogue: 'Catalogue', actions: 'My actions', parcours: 'Paths', signIn: 'Sign in', signOut: 'Sign out', main: 'Main navigation', menu: 'Menu' },
  langSwitch: { label: 'Language', other: 'Français', otherLang: 'fr' },
  signIn: {
    title: 'Sign in',
    intro: 'Access your artisan space.',
    applyTitle: 'Not a member yet?',
    applyBody: 'Atelier supports craftspeople and makers by application: a few questions, then a deposit that opens your workshop.',
    applyButton: 'Apply',
    passwordTitle: 'With a password',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    magicTitle: 'Get a sign-in link',
    magicHelp: 'We email you a link that works once, for 15 minutes.',
    magicSubmit: 'Send the link',
    magicSent: 'If an account exists for this address, a sign-in link has just been sent to it.',
    linkFirst: 'No password? That is normal after an application: sign in with a link sent by email.',
    linkFirstButton: 'Get a sign-in link',
    recommended: 'The simplest way',
    passwordFailedHint: 'Never chose a password, or forgot it? Get a sign-in link at this address instead; once signed in, you can choose a password in “My account”.',
    passwordFailedButton: 'Send a link to this address',
    google: 'Continue with Google',
    or: 'or',
    testTitle: 'Test accounts (development)',
    testHelp: 'Instant sign-in to a demo account.',
    testSubmit: 'Sign in as',
    errors: {
      magic_link_invalid: 'This sign-in link is invalid, expired or already used. Ask for a new one.',
      google_failed: 'Google sign-in failed. Please try again.',
      generic: 'Sign-in failed.',
      network: 'No connection: nothing was sent. Check your network and try again.',
    },
  },
  actions: { title: 'My actions', empty: 'You have no action in progress yet. Pick a card in the catalogue to start.', browse: 'Browse the catalogue' },
  home: { cta: 'Sign in', ctaSignedIn: 'Open my workshop' },
  devBar: { label: 'Development', version: 'version', commit: 'commit', builtAt: 'built', signedInAs: 'signed in:', anonymous: 'signed out' },
  roles: { admin: 'Administration', responsable: 'Coach', client_essentiel: 'Essential plan', client_premium: 'Premium plan' },
  app: appTexts.en,
};

export const ui: Record<Lang, Texts> = { fr, en };
export type UiTexts = Texts;
