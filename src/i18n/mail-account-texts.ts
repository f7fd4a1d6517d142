/**
 * The texts of the emails about an account and its reminders (sign-in link, changed address,
 * data export, erasure, impact reminders, notification emails), in both languages. The server
 * fills in names, days, counts and links; French follows French typography (docs/ui.md).
 */
import type { Lang } from './lang.ts';

const fr = {
  magicLink: {
    subject: 'Votre lien de connexion Atelier',
    paragraphs: (minutes: number) => [`Voici votre lien de connexion à Atelier. Il fonctionne une seule fois, pendant ${minutes} minutes.`, 'Si vous ne l’avez pas demandé, ignorez ce message.'],
    action: 'Me connecter à Atelier',
  },
  /** To the NEW address: the link that makes the change happen (decision 061). */
  emailChangeConfirm: {
    subject: 'Confirmez la nouvelle adresse de votre compte Atelier',
    paragraphs: (email: string, day: string, time: string) => [
      `Vous avez demandé que ${email} devienne l’adresse de votre compte Atelier. Le changement n’aura lieu que lorsque vous l’aurez confirmé avec le bouton ci-dessous, avant le ${day} à ${time}.`,
      'Une fois l’adresse confirmée, vos appareils sont déconnectés\u00a0: reconnectez-vous avec cette nouvelle adresse.',
      'Si vous n’avez rien demandé, ignorez ce message\u00a0: rien ne changera.',
    ],
    action: 'Confirmer ma nouvelle adresse',
  },
  /** To the OLD address when a change is asked: nothing has changed yet, here is how to react. */
  emailChangeRequested: {
    subject: 'Un changement d’adresse a été demandé sur votre compte Atelier',
    paragraphs: (masked: string, hours: number) => [
      `Quelqu’un connecté à votre compte Atelier a demandé à remplacer son adresse e-mail par ${masked}. Rien n’a encore changé\u00a0: le changement n’aura lieu que si le lien envoyé à cette nouvelle adresse est ouvert dans les ${hours} heures.`,
      'Si c’est vous, il n’y a rien à faire ici. Sinon, connectez-vous avec cette adresse-ci (elle reste celle du compte tant que rien n’est confirmé), annulez le changement dans Mon compte, rubrique «\u00a0Adresse e-mail\u00a0», changez votre mot de passe et prévenez l’équipe Atelier.',
    ],
    action: 'Voir mon compte',
  },
  emailChanged: {
    subject: 'L’adresse e-mail de votre compte Atelier a changé',
    paragraphs: (masked: string) => [
      `L’adresse e-mail de votre compte Atelier vient d’être remplacée par ${masked}. Les liens de connexion et les messages partent désormais vers cette adresse.`,
      'Si c’est vous, il n’y a rien à faire. Sinon, votre compte est peut-être entre d’autres mains\u202f: contactez tout de suite l’équipe Atelier pour que nous vous le rendions.',
    ],
  },
  exportReady: {
    subject: 'Vos données Atelier sont prêtes',
    inSevenDays: 'dans 7 jours',
    paragraphs: (until: string, hasPassword: boolean) => [
      'L’archive de vos données Atelier que vous avez demandée est prête\u00a0: un fichier ZIP avec un README, vos données en fichiers JSON, vos factures et contrats en PDF et vos fichiers.',
      `Téléchargez-la depuis la page Mon compte, en vous connectant avec cette adresse, jusqu’au ${until}. Le lien ne sert qu’une fois\u00a0: l’archive est ensuite effacée de nos serveurs.`,
      hasPassword
        ? 'Si vous n’avez rien demandé, connectez-vous et changez votre mot de passe\u00a0: quelqu’un utilise peut-être votre compte.'
        : 'Si vous n’avez rien demandé, quelqu’un a peut-être accès à cette boîte e-mail\u00a0: votre compte n’a pas de mot de passe, chaque connexion passe par un lien envoyé ici. Sécurisez votre messagerie et écrivez-nous.',
    ],
    action: 'Télécharger mes données',
  },
  accountErased: {
    subject: 'Votre compte Atelier est supprimé',
    intro: (day: string) =>
      `Votre compte Atelier a été supprimé le ${day}, comme demandé. Tous vos appareils sont déconnectés et vos données personnelles sont effacées\u00a0: profil, photos et fichiers, actions et réponses, relevés d’impact, notifications, collaborations sans contrat scellé et candidatures non payées.`,
    invoicesKept: (invoices: number, creditNotes: number) =>
      `Vos factures (${invoices})${creditNotes ? ` et avoirs (${creditNotes}), tels qu’émis` : ', telles qu’émises'}\u00a0: la loi impose de conserver les pièces comptables dix ans (article L123-22 du Code de commerce).`,
    contractsKept: (contracts: number) =>
      `Vos contrats scellés (${contracts}), avec leurs signatures\u00a0: l’autre partie les garde et peut en avoir besoin comme preuve (article 2224 du Code civil).`,
    nothingKept: 'Rien d’autre de vous n’est conservé.',
    someKept: 'Seul ce que la loi ou une autre personne exige est conservé, réduit au minimum\u00a0:',
    address:
      'Nous n’avons gardé cette adresse que pour vous envoyer ce message\u00a0; elle est maintenant effacée de nos serveurs elle aussi. Elle redevient libre\u00a0: vous pouvez créer un nouveau compte avec elle quand vous voulez.',
    /** `contact`: the seller's address, or '' when none is set. */
    notYou: (contact: string) =>
      `Si vous n’êtes pas à l’origine de cette suppression, écrivez-nous${contact ? ` à ${contact}` : ' (coordonnées sur la page ci-dessous)'}.`,
    privacyLink: 'Comment nous traitons les données personnelles',
  },
  reminder: {
    subject: (title: string) => `C’est le moment de mesurer vos progrès\u00a0: ${title}`,
    intro: (title: string) => `Il est temps de noter vos nouvelles mesures pour l’action «\u00a0${title}\u00a0»\u00a0:`,
    why: 'Quelques chiffres suffisent\u00a0: ils montrent ce que votre action a changé.',
    button: 'Saisir mes mesures',
    footer: 'Vous recevez ce rappel parce que vous suivez l’impact de vos actions sur Atelier. Ne plus recevoir ces rappels\u00a0:',
  },
  notification: {
    attached: 'Le PDF signé est joint à cet e-mail.',
    footer: (label: string) => `Vous recevez cet e-mail parce que la notification «\u00a0${label}\u00a0» est activée sur votre compte Atelier. Ne plus recevoir ces e-mails\u00a0:`,
  },
};

const en: typeof fr = {
  magicLink: {
    subject: 'Your Atelier sign-in link',
    paragraphs: (minutes) => [`Here is your sign-in link for Atelier. It works once, within ${minutes} minutes.`, 'If you did not ask for it, ignore this email.'],
    action: 'Sign in to Atelier',
  },
  emailChangeConfirm: {
    subject: 'Confirm the new address of your Atelier account',
    paragraphs: (email, day, time) => [
      `You asked for ${email} to become the address of your Atelier account. The change happens only once you confirm it with the button below, before ${day} at ${time}.`,
      'Once the address is confirmed, your devices are signed out: sign in again with this new address.',
      'If you did not ask for anything, ignore this email: nothing will change.',
    ],
    action: 'Confirm my new address',
  },
  emailChangeRequested: {
    subject: 'A change of address was asked on your Atelier account',
    paragraphs: (masked, hours) => [
      `Someone signed in to your Atelier account asked to replace its email address with ${masked}. Nothing has changed yet: the change happens only if the link sent to that new address is opened within ${hours} hours.`,
      'If it was you, there is nothing to do here. If not, sign in with this address (it stays the account’s address until the change is confirmed), cancel the change under “Email address” in your account, change your password and tell the Atelier team.',
    ],
    action: 'Open my account',
  },
  emailChanged: {
    subject: 'Your Atelier email address was changed',
    paragraphs: (masked) => [
      `The email address of your Atelier account has just been changed to ${masked}. From now on, sign-in links and messages go to that address.`,
      'If you made this change, there is nothing to do. If you did not, your account may be in someone else’s hands: contact the Atelier team right away so we can give it back to you.',
    ],
  },
  exportReady: {
    subject: 'Your Atelier data is ready to download',
    inSevenDays: 'in 7 days',
    paragraphs: (until, hasPassword) => [
      'The archive of your Atelier data you asked for is ready: one ZIP file with a README, your data as JSON files, your invoices and contracts as PDF and your files.',
      `Download it from your account page, signed in with this address, until ${until}. The link works once: the archive is then erased from our servers.`,
      hasPassword
        ? 'If you did not ask for it, sign in and change your password: someone may be using your account.'
        : 'If you did not ask for it, someone may have access to this mailbox: your account has no password, every sign-in goes through a link sent here. Secure your mailbox and write to us.',
    ],
    action: 'Download my data',
  },
  accountErased: {
    subject: 'Your Atelier account is deleted',
    intro: (day) =>
      `Your Atelier account was deleted on ${day}, as asked. You are signed out on all your devices, and your personal data is erased: profile, photos and files, actions and answers, impact readings, notifications, collaborations without a sealed contract and unpaid applications.`,
    invoicesKept: (invoices, creditNotes) =>
      `Your invoices (${invoices})${creditNotes ? ` and credit notes (${creditNotes})` : ''}, as issued: French law requires accounting records to be kept for ten years (Code de commerce, article L123-22).`,
    contractsKept: (contracts) =>
      `Your sealed contracts (${contracts}), with their signatures: the other party keeps them and may need them as evidence (Code civil, article 2224).`,
    nothingKept: 'Nothing else of yours is kept.',
    someKept: 'Only what the law or another person needs is kept, reduced to the minimum:',
    address:
      'We kept this address only to send you this message; it is now deleted from our servers too. It is free again: you can create a new account with it at any time.',
    notYou: (contact) => `If you did not ask for this deletion, write to us${contact ? ` at ${contact}` : ' (contact details on the page below)'}.`,
    privacyLink: 'How we handle personal data',
  },
  reminder: {
    subject: (title) => `Time to measure your progress: ${title}`,
    intro: (title) => `It is time to record your new readings for the action “${title}”:`,
    why: 'A few figures are enough: they show what your action has changed.',
    button: 'Enter my readings',
    footer: 'You receive this reminder because you track the impact of your actions on Atelier. Stop these reminders:',
  },
  notification: {
    attached: 'The signed PDF is attached to this email.',
    footer: (label) => `You receive this email because the notification “${label}” is on in your Atelier account. Stop these emails:`,
  },
};

export const accountMailTexts: Record<Lang, typeof fr> = { fr, en };
