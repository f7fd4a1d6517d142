/**
 * What a signed-in person who is not (yet) a member sees on the member pages instead of
 * "Vous n'avez pas accès" (decision 019): the deposit waiting, with the way to pay it, or the
 * way to apply.
 */
import type { Lang } from './lang.ts';
const fr = {
  pendingTitle: 'Votre candidature attend l’acompte',
  pending: (amount: string, formula: string) => `Il reste à régler l’acompte de ${amount} (formule ${formula})\u00a0: votre atelier s’ouvre dès le paiement confirmé.`,
  pay: 'Payer l’acompte et ouvrir mon atelier',
  noApplicationTitle: 'Votre atelier n’est pas encore ouvert',
  noApplication: 'Les fiches, les parcours et le suivi de vos progrès sont réservés aux membres. Envoyez votre candidature pour rejoindre Atelier.',
  apply: 'Envoyer ma candidature',
};

export type WaitingTexts = typeof fr;

const en: WaitingTexts = {
  pendingTitle: 'Your application is waiting for the deposit',
  pending: (amount, formula) => `The ${amount} deposit (${formula} plan) is still to be paid: your workshop opens as soon as the payment is confirmed.`,
  pay: 'Pay the deposit and open my workshop',
  noApplicationTitle: 'Your workshop is not open yet',
  noApplication: 'Cards, paths and progress tracking are for members. Send your application to join Atelier.',
  apply: 'Send my application',
};

export const waitingTexts: Record<Lang, WaitingTexts> = { fr, en };
