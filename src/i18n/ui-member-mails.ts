/**
 * The emails listed under « Notifications par e-mail » on /mon-compte (decision 061): the label
 * of each switch, and for the emails that cannot be turned off, what they are and why.
 * Keys follow src/server/collaboration/notifications/member-mails.ts.
 */
import type { Lang } from './lang.ts';

interface MemberMailsUi {
  remindersLabel: string;
  switchesTitle: string;
  alwaysTitle: string;
  alwaysIntro: string;
  /** Between an email's name and why it is always sent. */
  colon: string;
  /** The emails that are always sent: what they are, and why they cannot be turned off. */
  always: Record<'magic_link' | 'email_change_requested' | 'email_changed' | 'email_change_confirm' | 'invoice' | 'credit_note' | 'balance_request' | 'payment_link' | 'withdrawal' | 'data_export_ready' | 'account_erased', { label: string; why: string }>;
}

export const memberMailsUi: Record<Lang, MemberMailsUi> = {
  fr: {
    remindersLabel: 'Les rappels de mesure d’impact (quand noter les nouvelles mesures d’une action)',
    switchesTitle: 'E-mails que vous choisissez',
    alwaysTitle: 'E-mails toujours envoyés',
    colon: '\u00a0: ',
    alwaysIntro: 'Ces e-mails n’ont pas d’interrupteur\u00a0: vous les avez demandés, ils protègent votre compte ou la loi nous oblige à vous les envoyer.',
    always: {
      magic_link: { label: 'Le lien de connexion', why: 'envoyé seulement quand vous le demandez.' },
      email_change_requested: { label: 'L’avertissement qu’un changement d’adresse est demandé', why: 'envoyé à l’adresse actuelle\u00a0: si ce n’était pas vous, vous pouvez encore l’annuler.' },
      email_changed: { label: 'L’avertissement de changement d’adresse', why: 'envoyé à l’ancienne adresse\u00a0: si ce n’était pas vous, c’est votre seul moyen de le savoir.' },
      email_change_confirm: { label: 'Le lien de confirmation d’une nouvelle adresse', why: 'envoyé à la nouvelle adresse seulement quand vous demandez à changer d’adresse.' },
      invoice: { label: 'Les factures', why: 'nous devons vous remettre chaque facture (article 289 du Code général des impôts).' },
      credit_note: { label: 'Les avoirs d’un remboursement', why: 'un avoir corrige une facture et vous est remis comme elle.' },
      withdrawal: { label: 'L’accusé de réception d’une rétractation', why: 'la loi nous impose de vous le remettre sur un support durable (code de la consommation, article L221-21).' },
      balance_request: { label: 'La demande de paiement du solde', why: 'elle exécute le contrat que vous avez signé.' },
      payment_link: { label: 'Le lien de paiement de l’acompte renvoyé par l’équipe', why: 'envoyé seulement pour une candidature en attente de paiement.' },
      data_export_ready: { label: 'L’archive de vos données prête', why: 'la réponse à votre demande (articles 15 et 20 du RGPD).' },
      account_erased: { label: 'La confirmation de suppression du compte', why: 'la réponse à votre demande (article 17 du RGPD), envoyée une seule fois.' },
    },
  },
  en: {
    remindersLabel: 'Impact reminders (when to record new readings for an action)',
    switchesTitle: 'Emails you choose',
    alwaysTitle: 'Emails always sent',
    colon: ': ',
    alwaysIntro: 'These emails have no switch: you asked for them, they protect your account, or the law requires us to send them.',
    always: {
      magic_link: { label: 'The sign-in link', why: 'sent only when you ask for it.' },
      email_change_requested: { label: 'The warning that a change of address was asked', why: 'sent to the current address: if it was not you, you can still cancel it.' },
      email_changed: { label: 'The warning that your address changed', why: 'sent to the old address: if it was not you, this is how you find out.' },
      email_change_confirm: { label: 'The link confirming a new address', why: 'sent to the new address only when you ask to change your address.' },
      invoice: { label: 'Invoices', why: 'we must hand you every invoice (French tax code, article 289).' },
      credit_note: { label: 'Credit notes of a refund', why: 'a credit note corrects an invoice and is handed to you like one.' },
      withdrawal: { label: 'The acknowledgement of a withdrawal', why: 'the law requires us to give it to you on a durable medium (French consumer code, article L221-21).' },
      balance_request: { label: 'The request to pay the balance', why: 'it carries out the contract you signed.' },
      payment_link: { label: 'The deposit payment link, sent again by the team', why: 'sent only for an application waiting for its payment.' },
      data_export_ready: { label: 'Your data archive is ready', why: 'the answer to your request (GDPR articles 15 and 20).' },
      account_erased: { label: 'The confirmation that your account is deleted', why: 'the answer to your request (GDPR article 17), sent once.' },
    },
  },
};
