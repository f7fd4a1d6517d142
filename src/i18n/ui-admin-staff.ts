/**
 * Texts of the staff's actions (decision 025): refusing or withdrawing an application, its
 * timeline, and the members page with its role changes. French and English.
 */
import type { Lang } from './lang.ts';
import { deName } from './elision.ts';

const ROLE_FR: Record<string, string> = {
  admin: 'Administrateur',
  responsable: 'Responsable',
  client_essentiel: 'Client Essentiel',
  client_premium: 'Client Premium',
  aucun: 'Sans rôle',
};
const ROLE_EN: Record<string, string> = {
  admin: 'Admin',
  responsable: 'Manager',
  client_essentiel: 'Essential client',
  client_premium: 'Premium client',
  aucun: 'No role',
};

const fr = {
  // refuse / withdraw
  decision: 'Refuser ou retirer',
  decisionHint: 'Tant que l’acompte n’est pas payé, la candidature peut être refusée, ou marquée retirée si la personne renonce. La raison reste interne à l’équipe\u00a0; la personne voit seulement l’état.',
  refuse: 'Refuser la candidature',
  withdraw: 'Marquer comme retirée',
  reasonLabel: 'Motif (obligatoire, 1000 caractères au plus)',
  confirmRefuse: 'Confirmer le refus',
  confirmWithdraw: 'Confirmer le retrait',
  confirmQuestion: (status: 'refusee' | 'retiree'): string =>
    status === 'refusee' ? 'Refuser cette candidature\u00a0? Elle ne pourra plus être payée, et ce choix est définitif.' : 'Marquer cette candidature comme retirée\u00a0? Elle ne pourra plus être payée, et ce choix est définitif.',
  cancel: 'Annuler',
  reasonMissing: 'Indiquez un motif.',
  failed: 'Le changement n’a pas pu être enregistré.',
  done: 'Enregistré.',
  closedBanner: (status: string, by: string | null, when: string) => `${status === 'refusee' ? 'Refusée' : 'Retirée'} le ${when}${by ? ` par ${by}` : ''}.`,
  reason: 'Motif',
  paidNoClose: 'L’acompte est payé\u00a0: la candidature ne peut plus être refusée ni retirée. Pour rendre l’argent, remboursez l’acompte (avec sa facture d’avoir).',
  statusFilter: 'Statut',
  // timeline
  timeline: 'Historique',
  by: (name: string) => `par ${name}`,
  events: {
    created: 'Candidature reçue',
    photos_attached: (n: number) => (n === 1 ? '1 photo jointe' : `${n} photos jointes`),
    payment_link_sent: 'Lien de paiement renvoyé',
    paid: 'Acompte payé',
    invoice_issued: (number: string) => `Facture ${number} émise`,
    // No amount once a refund cancelled the request (decision 057): the credit note follows it.
    balance_requested: (amount: string | null) => (amount ? `Solde de ${amount} demandé` : 'Solde demandé'),
    balance_paid: 'Solde payé',
    credit_note_issued: (number: string, invoice: string, amount: string) => `Avoir ${number} émis\u00a0: ${amount} remboursés sur la facture ${invoice}`,
    refused: 'Candidature refusée',
    withdrawn: 'Candidature retirée',
    // Decision 026: « la personne elle-même » whatever the member's gender.
    account_erased: (by?: 'member' | 'staff'): string =>
      by === 'member' ? 'Compte effacé par la personne elle-même' : by === 'staff' ? 'Compte effacé par l’équipe, sur demande écrite' : 'Compte effacé',
  },
  // applicant's side
  applicantClosed: (status: string, date: string) =>
    status === 'refusee'
      ? `Votre candidature du ${date} n’a pas été retenue. Vous pouvez en envoyer une nouvelle ci-dessous.`
      : `Votre candidature du ${date} a été retirée. Vous pouvez en envoyer une nouvelle ci-dessous.`,
  // accounting export (admin only)
  exportTitle: 'Export comptable',
  exportIntro:
    'Factures et avoirs émis sur la période. Le CSV s’ouvre dans un tableur (séparateur «\u00a0;\u00a0», virgule décimale). Le journal des ventes et encaissements au format FEC s’importe dans le logiciel comptable, pour être fusionné au FEC de l’entreprise\u00a0: ce n’est pas le FEC à remettre à l’administration (ni à-nouveaux ni autres journaux).',
  exportFrom: 'Du',
  exportTo: 'Au (inclus)',
  exportButton: 'Télécharger le CSV',
  exportFecButton: 'Télécharger le journal (format FEC)',
  // members
  membersNav: 'Membres',
  membersTitle: 'Membres',
  membersIntro: 'Tous les comptes, par nom. Seuls les administrateurs changent les rôles.',
  membersSearch: 'Nom ou e-mail',
  roleFilter: 'Rôle',
  all: 'Tous',
  filter: 'Filtrer',
  reset: 'Effacer',
  memberCount: (n: number) => (n === 0 ? 'Aucun compte' : n === 1 ? '1 compte' : `${n} comptes`),
  noMembers: 'Aucun compte ne correspond.',
  role: 'Rôle',
  roles: ROLE_FR,
  since: 'Inscrit·e le',
  you: '(vous)',
  changeRole: (name: string) => `Changer le rôle ${deName(name)}`,
  save: 'Changer',
  confirmRole: (name: string, from: string, to: string) => `Changer le rôle ${deName(name)}\u00a0: ${from} → ${to}\u00a0?`,
  roleSaved: (to: string) => `Rôle changé\u00a0: ${to}.`,
  roleUnchanged: 'Ce rôle était déjà le sien.',
  roleFailed: 'Le rôle n’a pas pu être changé.',
  readOnly: 'Seul un administrateur peut changer les rôles.',
  history: 'Changements de rôle',
  historyEmpty: 'Aucun changement de rôle enregistré.',
  historyLine: (member: string, from: string, to: string) => `${member}\u00a0: ${from} → ${to}`,
  system: 'automatique (aucun membre de l’équipe)',
  depositNotDue: 'Plus attendu',
  erasedActor: 'un compte effacé',
  erasedMember: (day: string) => `Compte effacé le ${day}`,
  previous: 'Précédents',
  next: 'Suivants',
};

type Texts = typeof fr;

const en: Texts = {
  decision: 'Refuse or withdraw',
  decisionHint: 'While the deposit is unpaid, the application can be refused, or marked withdrawn when the person gives up. The reason stays within the team; the person only sees the state.',
  refuse: 'Refuse the application',
  withdraw: 'Mark as withdrawn',
  reasonLabel: 'Reason (required, at most 1000 characters)',
  confirmRefuse: 'Confirm the refusal',
  confirmWithdraw: 'Confirm the withdrawal',
  confirmQuestion: (status) =>
    status === 'refusee' ? 'Refuse this application? It can no longer be paid, and this cannot be undone.' : 'Mark this application as withdrawn? It can no longer be paid, and this cannot be undone.',
  cancel: 'Cancel',
  reasonMissing: 'Give a reason.',
  failed: 'The change could not be saved.',
  done: 'Saved.',
  closedBanner: (status, by, when) => `${status === 'refusee' ? 'Refused' : 'Withdrawn'} on ${when}${by ? ` by ${by}` : ''}.`,
  reason: 'Reason',
  paidNoClose: 'The deposit is paid: the application can no longer be refused or withdrawn. To give the money back, refund the deposit (with its credit note).',
  statusFilter: 'Status',
  timeline: 'Timeline',
  by: (name) => `by ${name}`,
  events: {
    created: 'Application received',
    photos_attached: (n) => (n === 1 ? '1 photo attached' : `${n} photos attached`),
    payment_link_sent: 'Payment link sent again',
    paid: 'Deposit paid',
    invoice_issued: (number) => `Invoice ${number} issued`,
    balance_requested: (amount) => (amount ? `Balance of ${amount} requested` : 'Balance requested'),
    balance_paid: 'Balance paid',
    credit_note_issued: (number, invoice, amount) => `Credit note ${number} issued: ${amount} refunded on invoice ${invoice}`,
    refused: 'Application refused',
    withdrawn: 'Application withdrawn',
    account_erased: (by) => (by === 'member' ? 'Account erased by the person themself' : by === 'staff' ? 'Account erased by the team, on a written request' : 'Account erased'),
  },
  applicantClosed: (status, date) =>
    status === 'refusee'
      ? `Your application of ${date} was not accepted. You may send a new one below.`
      : `Your application of ${date} was withdrawn. You may send a new one below.`,
  exportTitle: 'Accounting export',
  exportIntro:
    'Invoices and credit notes issued in the period. The CSV opens in a spreadsheet (“;” separator, decimal comma). The sales and receipts journal in the FEC format imports into accounting software, to be merged into the company’s FEC: it is not the FEC handed to the tax administration (no opening balances, no other journals).',
  exportFrom: 'From',
  exportTo: 'To (included)',
  exportButton: 'Download the CSV',
  exportFecButton: 'Download the journal (FEC format)',
  membersNav: 'Members',
  membersTitle: 'Members',
  membersIntro: 'Every account, by name. Only admins change roles.',
  membersSearch: 'Name or email',
  roleFilter: 'Role',
  all: 'All',
  filter: 'Filter',
  reset: 'Clear',
  memberCount: (n) => (n === 0 ? 'No accounts' : n === 1 ? '1 account' : `${n} accounts`),
  noMembers: 'No account matches.',
  role: 'Role',
  roles: ROLE_EN,
  since: 'Joined on',
  you: '(you)',
  changeRole: (name) => `Change ${name}’s role`,
  save: 'Change',
  confirmRole: (name, from, to) => `Change ${name}’s role: ${from} → ${to}?`,
  roleSaved: (to) => `Role changed: ${to}.`,
  roleUnchanged: 'That was already their role.',
  roleFailed: 'The role could not be changed.',
  readOnly: 'Only an admin can change roles.',
  history: 'Role changes',
  historyEmpty: 'No role change recorded.',
  historyLine: (member, from, to) => `${member}: ${from} → ${to}`,
  system: 'automatic (no staff member)',
  depositNotDue: 'No longer due',
  erasedActor: 'an erased account',
  erasedMember: (day) => `Account erased on ${day}`,
  previous: 'Newer',
  next: 'Older',
};

export const adminStaffUi: Record<Lang, Texts> = { fr, en };

/** A role as the staff read it; null is "no role". */
export function roleLabel(lang: Lang, role: string | null): string {
  return adminStaffUi[lang].roles[role ?? 'aucun'] ?? role ?? '';
}
