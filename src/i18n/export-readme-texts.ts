/**
 * The README.txt at the top of a data export (decision 026), in the member's language:
 * src/server/account/personal-data/export-readme.ts fills in the account, the day and the lists.
 */
import type { Lang } from './lang.ts';

const fr = {
  title: ['Atelier — vos données personnelles', '==================================='],
  account: (email: string) => `Compte\u00a0: ${email}`,
  preparedOn: (when: string) => `Export préparé le ${when}.`,
  /** "25 novembre 2026 à 10:00 (UTC)". */
  when: (day: string, time: string) => `${day} à ${time} (UTC)`,
  intro: [
    'Cette archive contient toutes les données que le service Atelier conserve sur vous (droit d’accès',
    'et droit à la portabilité, articles 15 et 20 du RGPD). Les fichiers .json se lisent avec un éditeur',
    'de texte ou s’importent dans un autre outil\u00a0; les dates sont en UTC (ISO 8601), les montants en centimes.',
  ],
  files: 'Fichiers\u00a0:',
  colon: '\u00a0:',
  documents: (n: number) => `Documents et fichiers (${n})\u00a0:`,
  none: '- (aucun)',
  missing: (n: number) =>
    `Fichiers manquants (${n})\u00a0: ils n’ont pas pu être lus au moment de l’export et ne sont pas dans l’archive (marqués "missing": true dans files.json). Demandez un nouvel export plus tard, ou écrivez-nous.`,
  linkOnce: 'Le lien de téléchargement ne sert qu’une fois\u00a0: l’archive est effacée de nos serveurs après le téléchargement (ou au bout de 7 jours).',
  questions: 'Questions\u00a0: voir la page Confidentialité du site.',
  /** What each JSON file of the archive holds. */
  descriptions: {
    profile: 'votre compte et votre profil (identité, marque, métier, coordonnées, galerie, liens), vos réglages d’e-mails, votre choix d’être nommée ou nommé dans les exemples des autres artisans (et sa date) et vos parcours',
    actions: 'vos actions sur les fiches\u00a0: statut, réponses, cases cochées, date de validation',
    readings: 'vos relevés d’impact (mesure, date, valeur, note)',
    applications: 'vos candidatures (dont le chiffre d’affaires mensuel déclaré) et leur paiement',
    invoices: 'vos factures telles qu’émises\u00a0; leurs PDF sont dans le dossier invoices/',
    'credit-notes': 'vos factures d’avoir (remboursements) telles qu’émises\u00a0; leurs PDF sont dans le dossier credit-notes/',
    'role-changes': 'les changements de votre rôle (de, vers, date)\u00a0; qui l’a fait est indiqué «\u00a0staff\u00a0» (un membre de l’équipe) ou «\u00a0automatic\u00a0» (un paiement ou un remboursement)',
    'collaboration-requests': 'les demandes de collaboration que vous avez publiées',
    'collaboration-replies': 'vos réponses aux demandes des autres artisans',
    'collaboration-answers': 'vos réponses au questionnaire de contrat de chaque mise en relation',
    contracts: 'les contrats scellés dont vous êtes partie\u00a0; leurs PDF signés sont dans le dossier contracts/',
    notifications: 'vos notifications',
    files: 'la liste de vos fichiers\u00a0; chaque fichier, tel que stocké, est dans le dossier files/<type>/<id>',
  } as Record<string, string>,
};

const en: typeof fr = {
  title: ['Atelier — your personal data', '============================'],
  account: (email) => `Account: ${email}`,
  preparedOn: (when) => `Export prepared on ${when}.`,
  when: (day, time) => `${day} at ${time} (UTC)`,
  intro: [
    'This archive holds all the data the Atelier service keeps about you (right of access and right',
    'to data portability, GDPR articles 15 and 20). The .json files open in a text editor or import',
    'into another tool; dates are UTC (ISO 8601), amounts in cents.',
  ],
  files: 'Files:',
  colon: ':',
  documents: (n) => `Documents and files (${n}):`,
  none: '- (none)',
  missing: (n) =>
    `Missing files (${n}): they could not be read when the export was made and are not in the archive (marked "missing": true in files.json). Ask for a new export later, or write to us.`,
  linkOnce: 'The download link works once: the archive is erased from our servers after the download (or after 7 days).',
  questions: 'Questions: see the Privacy page of the site.',
  descriptions: {
    profile: 'your account and profile (identity, brand, trade, contact details, gallery, links), your email settings, your choice to be named in other artisans’ examples (and its date) and guided paths',
    actions: 'your actions on the cards: status, answers, ticked items, validation date',
    readings: 'your impact readings (metric, date, value, note)',
    applications: 'your applications (including the monthly revenue you declared) and their payment',
    invoices: 'your invoices as issued; their PDFs are in the invoices/ folder',
    'credit-notes': 'your credit notes (refunds) as issued; their PDFs are in the credit-notes/ folder',
    'role-changes': 'the changes of your role (from, to, date); who made it is given as “staff” (a staff member) or “automatic” (a payment or a refund)',
    'collaboration-requests': 'the collaboration requests you published',
    'collaboration-replies': 'your replies to other artisans’ requests',
    'collaboration-answers': 'your contract questionnaire answers for each match',
    contracts: 'the sealed contracts you are a party to; their signed PDFs are in the contracts/ folder',
    notifications: 'your notifications',
    files: 'the list of your files; each file, as stored, is in the files/<type>/<id> folder',
  },
};

export const exportReadmeTexts: Record<Lang, typeof fr> = { fr, en };
