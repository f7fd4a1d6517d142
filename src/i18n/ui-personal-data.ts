/**
 * The "My data" and "Delete my account" sections of /mon-compte (decision 026). What is
 * erased and what is kept, and why, says the same as docs/personal-data.md and the privacy page.
 */
import { deName } from './elision.ts';
const fr = {
  exportTitle: 'Mes données',
  exportIntro: 'Recevez une archive ZIP de toutes vos données : profil, actions et réponses, relevés, candidatures, factures, collaborations et contrats scellés (avec leurs PDF), et vos fichiers tels que stockés. Un fichier README.txt décrit chaque fichier.',
  exportAsk: 'Préparer mon archive',
  exportQueued: (email: string) => `Votre archive est en préparation (en général moins d’une minute)\u00a0; cette section se met à jour d’elle-même. Le lien vous sera aussi envoyé par e-mail à ${email}.`,
  exportEmailed: (email: string) => `Le lien vous a aussi été envoyé par e-mail à ${email}.`,
  exportAlready: 'Une archive a déjà été demandée : voici où elle en est.',
  exportReady: (until: string) => `Votre archive est prête. Le lien sert une fois, jusqu’au ${until} ; l’archive est ensuite effacée.`,
  exportDownload: 'Télécharger mon archive',
  exportDownloaded: 'Téléchargement lancé. L’archive est maintenant effacée de nos serveurs ; demandez-en une nouvelle si besoin.',
  exportFailed: 'La préparation a échoué. Demandez une nouvelle archive ; si cela se reproduit, écrivez-nous.',
  deleteTitle: 'Supprimer mon compte',
  deleteIntro: 'La suppression est immédiate et définitive. Tous vos appareils seront déconnectés. Pensez à télécharger vos données avant.',
  erasedTitle: 'Ce qui est effacé',
  erased: (c: Counts) => [
    'votre profil (nom, marque, métier, coordonnées, présentation, galerie) et votre adresse e-mail',
    `vos photos et fichiers (${c.files})`,
    `vos actions et leurs réponses (${c.actions}) et vos relevés d’impact (${c.readings}) : votre prénom disparaît aussi des exemples montrés aux autres artisans`,
    `vos demandes (${c.requests}) et réponses (${c.replies}) de collaboration sans contrat scellé, vos notifications, vos e-mails en attente`,
    `vos candidatures non payées (${c.applications})`,
  ],
  keptTitle: 'Ce qui est conservé, et pourquoi',
  kept: (k: { invoices: number; contracts: number }) => [
    `vos factures (${k.invoices}), telles qu’émises, et la candidature payée qu’elles concernent réduite aux montants et dates : la loi impose de conserver les pièces comptables dix ans (article L123-22 du Code de commerce)`,
    `vos contrats scellés (${k.contracts}), avec leurs signatures : l’autre partie les garde et peut en avoir besoin comme preuve (prescription de cinq ans, article 2224 du Code civil) ; le texte de la demande et de la réponse d’origine est effacé`,
  ],
  newPerson: 'Votre adresse e-mail redevient libre : vous pourrez créer plus tard un nouveau compte avec elle.',
  password: 'Mot de passe actuel',
  confirmCheck: 'Je comprends que la suppression est définitive.',
  deleteButton: 'Supprimer définitivement mon compte',
  needLink: (minutes: number) => `Votre compte n’a pas de mot de passe : pour confirmer qu’il s’agit bien de vous, reconnectez-vous avec un lien reçu par e-mail : il vous ramène ici, et vaut pour cette action ${minutes} minutes.`,
  sendLink: 'M’envoyer un lien de connexion',
  linkSent: (email: string) => `Lien envoyé à ${email}. Ouvrez-le sur cet appareil : il vous ramène ici.`,
  deleted: 'Votre compte a été supprimé. Merci d’avoir utilisé Atelier.',
  home: 'Retour à l’accueil',
  mustTick: 'Cochez la case pour confirmer.',
  staffTitle: 'Données personnelles',
  staffHint: 'Pour une personne qui demande par courrier l’effacement de ses données : même effacement que « Supprimer mon compte » (factures et contrats scellés conservés). Définitif.',
  staffButton: 'Effacer le compte de cette personne',
  staffButtonShort: 'Effacer le compte',
  staffButtonFor: (name: string) => `Effacer le compte ${deName(name)}`,
  staffConfirm: 'Effacer définitivement ce compte et ses données personnelles ?',
  staffDone: 'Compte effacé. Les factures et contrats scellés sont conservés.',
  staffAlready: 'Le compte de cette personne a été effacé.',
  staffFailed: 'L’effacement n’a pas pu être fait.',
  goodbye: {
    title: 'Votre compte est supprimé',
    signedOut: 'Tous vos appareils sont déconnectés, et vos données personnelles sont effacées.',
    mail: 'Un e-mail de confirmation part vers l’adresse du compte. Nous ne la gardons que le temps de l’envoyer\u00a0: elle est ensuite effacée, et redevient libre pour un nouveau compte.',
    keptTitle: 'Ce que la loi nous fait garder, s’il y en a',
    kept: [
      'vos factures et avoirs, tels qu’émis, dix ans (article L123-22 du Code de commerce)',
      'vos contrats scellés, avec leurs signatures, pour l’autre partie (article 2224 du Code civil)',
    ],
    thanks: 'Merci d’avoir utilisé Atelier.',
    home: 'Retour à l’accueil',
    privacy: 'Comment nous traitons les données personnelles',
  },
};

export interface Counts {
  files: number;
  actions: number;
  readings: number;
  requests: number;
  replies: number;
  applications: number;
}

export type PersonalDataTexts = typeof fr;

const en: PersonalDataTexts = {
  exportTitle: 'My data',
  exportIntro: 'Get a ZIP archive of all your data: profile, actions and answers, readings, applications, invoices, collaborations and sealed contracts (with their PDFs), and your files as stored. A README.txt file explains each file.',
  exportAsk: 'Prepare my archive',
  exportQueued: (email: string) => `Your archive is being prepared (usually within a minute); this section updates itself. The link will also be emailed to ${email}.`,
  exportEmailed: (email: string) => `The link has also been emailed to ${email}.`,
  exportAlready: 'An archive was already asked for: here is where it stands.',
  exportReady: (until: string) => `Your archive is ready. The link works once, until ${until}; the archive is then erased.`,
  exportDownload: 'Download my archive',
  exportDownloaded: 'Download started. The archive is now erased from our servers; ask for a new one if needed.',
  exportFailed: 'Preparing the archive failed. Ask for a new one; if it happens again, write to us.',
  deleteTitle: 'Delete my account',
  deleteIntro: 'Deletion is immediate and final. You will be signed out on all your devices. Download your data first.',
  erasedTitle: 'What is erased',
  erased: (c: Counts) => [
    'your profile (name, brand, trade, contact details, bio, gallery) and your email address',
    `your photos and files (${c.files})`,
    `your actions and their answers (${c.actions}) and your impact readings (${c.readings}): your first name also leaves the examples shown to other artisans`,
    `your collaboration requests (${c.requests}) and replies (${c.replies}) without a sealed contract, your notifications, your pending emails`,
    `your unpaid applications (${c.applications})`,
  ],
  keptTitle: 'What is kept, and why',
  kept: (k: { invoices: number; contracts: number }) => [
    `your invoices (${k.invoices}), as issued, and the paid application they are for, reduced to amounts and dates: French law requires accounting records to be kept for ten years (Code de commerce, article L123-22)`,
    `your sealed contracts (${k.contracts}), with their signatures: the other party keeps them and may need them as evidence (five-year limitation period, Code civil, article 2224); the text of the original request and reply is erased`,
  ],
  newPerson: 'Your email address becomes free again: you can create a new account with it later.',
  password: 'Current password',
  confirmCheck: 'I understand that deletion is final.',
  deleteButton: 'Delete my account for good',
  needLink: (minutes: number) => `Your account has no password: to confirm it is you, sign in again with a link sent by email: it brings you back here, and is good for this action for ${minutes} minutes.`,
  sendLink: 'Send me a sign-in link',
  linkSent: (email: string) => `Link sent to ${email}. Open it on this device: it brings you back here.`,
  deleted: 'Your account has been deleted. Thank you for using Atelier.',
  home: 'Back to the home page',
  mustTick: 'Tick the box to confirm.',
  staffTitle: 'Personal data',
  staffHint: 'For a person who asks by post for their data to be erased: the same erasure as “Delete my account” (invoices and sealed contracts kept). Final.',
  staffButton: 'Erase this person’s account',
  staffButtonShort: 'Erase the account',
  staffButtonFor: (name: string) => `Erase the account of ${name}`,
  staffConfirm: 'Erase this account and its personal data for good?',
  staffDone: 'Account erased. Invoices and sealed contracts are kept.',
  staffAlready: 'This person’s account has been erased.',
  staffFailed: 'The erasure could not be done.',
  goodbye: {
    title: 'Your account is deleted',
    signedOut: 'You are signed out on all your devices, and your personal data is erased.',
    mail: 'A confirmation email is on its way to the account’s address. We keep the address only to send it: it is then erased, and free again for a new account.',
    keptTitle: 'What the law makes us keep, if any',
    kept: [
      'your invoices and credit notes, as issued, for ten years (Code de commerce, article L123-22)',
      'your sealed contracts, with their signatures, for the other party (Code civil, article 2224)',
    ],
    thanks: 'Thank you for using Atelier.',
    home: 'Back to the home page',
    privacy: 'How we handle personal data',
  },
};

export const personalDataTexts = { fr, en };
