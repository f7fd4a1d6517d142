/**
 * The texts of the money emails (invoices, credit notes, the balance, the deposit's payment link)
 * and of the frame every email shares, in both languages. The server fills in amounts, numbers,
 * days and formula names already formatted; French follows French typography (docs/ui.md).
 */
import type { Lang } from './lang.ts';

const fr = {
  greeting: (firstName: string) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
  signature: 'L’équipe Atelier',
  myInvoices: 'Mes factures',
  depositInvoice: {
    subject: (number: string) => `Votre facture d’acompte ${number}`,
    paragraphs: (amount: string, formula: string, day: string, number: string) => [
      `Merci\u00a0: nous avons bien reçu votre acompte de ${amount} pour la formule ${formula}, le ${day}. Bienvenue dans l’Atelier\u00a0!`,
      `Votre facture ${number} est jointe à ce message au format PDF.`,
      'Vous pouvez la télécharger à nouveau à tout moment depuis votre compte.',
    ],
  },
  finalInvoice: {
    subject: (number: string) => `Votre facture de solde ${number}`,
    paragraphs: (amount: string, formula: string, day: string, number: string, deducted: string) => [
      `Merci\u00a0: nous avons bien reçu le solde de ${amount} pour la formule ${formula}, le ${day}. Votre formule est entièrement réglée.`,
      `Votre facture de solde ${number} est jointe à ce message au format PDF (elle déduit la facture d’acompte ${deducted}).`,
    ],
  },
  creditNote: {
    subject: (number: string) => `Votre remboursement et l’avoir ${number}`,
    paragraphs: (amount: string, invoiceNumber: string, number: string) => [
      `Nous vous avons remboursé ${amount} sur la facture ${invoiceNumber}, sur le moyen de paiement utilisé. Votre banque l’affiche en général sous 5 à 10 jours.`,
      `La facture d’avoir ${number} est jointe à ce message au format PDF.`,
    ],
    /** What the refund did to a requested balance and to access (decision 057). */
    consequence: (c: { balance: { effect: 'cancelled' | 'still_due'; amount: string } | null; accessEnded: boolean }): string[] => [
      ...(c.balance?.effect === 'cancelled' ? ['Ce remboursement rend la totalité de l’acompte : le solde qui vous avait été demandé est annulé, vous n’avez plus rien à payer.'] : []),
      ...(c.balance?.effect === 'still_due' ? [`Ce remboursement partiel ne change pas le solde demandé : ${c.balance.amount} restent à régler depuis votre espace « Mes factures ».`] : []),
      ...(c.accessEnded ? ['Plus aucune facture de votre formule n’est en vigueur : votre accès à la formule prend fin.'] : []),
    ],
  },
  balanceRequest: {
    subject: (formula: string, amount: string) => `Le solde de votre formule ${formula}\u00a0: ${amount}`,
    paragraphs: (formula: string, amount: string, price: string, deposit: string) => [
      `Le solde de votre formule ${formula} est à régler\u00a0: ${amount} (le prix de ${price}, moins l’acompte de ${deposit} déjà versé).`,
      'Réglez-le en ligne depuis la page de vos factures\u00a0; la facture de solde vous est envoyée dès que le paiement est confirmé.',
    ],
    action: 'Régler le solde',
  },
  paymentLink: {
    subject: 'Votre acompte Atelier reste à régler',
    paragraphs: (formula: string, amount: string) => [
      `Votre candidature à la formule ${formula} est enregistrée. Votre place vous attend\u00a0: il reste à régler l’acompte de 10\u00a0%, soit ${amount}.`,
      'Connectez-vous avec l’adresse qui reçoit ce message\u00a0: le paiement s’ouvre juste après.',
    ],
    action: 'Régler mon acompte',
  },
};

const en: typeof fr = {
  greeting: (firstName) => (firstName ? `Hello ${firstName},` : 'Hello,'),
  signature: 'The Atelier team',
  myInvoices: 'My invoices',
  depositInvoice: {
    subject: (number) => `Your deposit invoice ${number}`,
    paragraphs: (amount, formula, day, number) => [
      `Thank you: we received your deposit of ${amount} for the ${formula} plan on ${day}. Welcome to Atelier!`,
      `Your invoice ${number} is attached as a PDF. It is written in French, as French invoices must be.`,
      'You can download it again at any time from your account.',
    ],
  },
  finalInvoice: {
    subject: (number) => `Your final invoice ${number}`,
    paragraphs: (amount, formula, day, number, deducted) => [
      `Thank you: we received the balance of ${amount} for the ${formula} plan on ${day}. Your plan is now paid in full.`,
      `Your final invoice ${number} is attached as a PDF (it deducts the deposit invoice ${deducted}). It is written in French, as French invoices must be.`,
    ],
  },
  creditNote: {
    subject: (number) => `Your refund and credit note ${number}`,
    paragraphs: (amount, invoiceNumber, number) => [
      `We have refunded ${amount} on invoice ${invoiceNumber}, to the card you paid with. Banks usually take 5 to 10 days to show it.`,
      `The credit note ${number} is attached as a PDF. It is written in French, as French invoices must be.`,
    ],
    consequence: (c) => [
      ...(c.balance?.effect === 'cancelled' ? ['This refund gives back the whole deposit: the balance we had asked you for is cancelled, you have nothing left to pay.'] : []),
      ...(c.balance?.effect === 'still_due' ? [`This partial refund does not change the balance requested: ${c.balance.amount} is still to pay from “My invoices”.`] : []),
      ...(c.accessEnded ? ['No invoice of your plan stands any more: your access to the plan ends.'] : []),
    ],
  },
  balanceRequest: {
    subject: (formula, amount) => `The balance of your ${formula} plan: ${amount}`,
    paragraphs: (formula, amount, price, deposit) => [
      `The balance of your ${formula} plan is now due: ${amount} (the price of ${price} minus the deposit of ${deposit} you already paid).`,
      'Pay it online from your invoices page; the final invoice is emailed to you as soon as the payment is confirmed.',
    ],
    action: 'Pay the balance',
  },
  paymentLink: {
    subject: 'Your Atelier deposit is still to pay',
    paragraphs: (formula, amount) => [
      `Your application for the ${formula} plan is recorded. Your place is kept until you pay the 10% deposit of ${amount}.`,
      'Sign in with the address this email was sent to: the payment opens right after.',
    ],
    action: 'Pay my deposit',
  },
};

export const mailTexts: Record<Lang, typeof fr> = { fr, en };
