/**
 * What a signed-in person who is not (yet) a member sees on the member pages instead of
 * "Vous n'avez pas accès" (decision 019): the deposit waiting, with the way to pay it, a
 * membership ended by a refund (decision 057), or the way to apply.
 */
import type { Lang } from './lang.ts';
import { formatDate } from './format.ts';
const fr = {
  pendingTitle: 'Votre candidature attend l’acompte',
  pending: (amount: string, formula: string) => `Il reste à régler l’acompte de ${amount} (formule ${formula})\u00a0: votre atelier s’ouvre dès le paiement confirmé.`,
  pay: 'Payer l’acompte et ouvrir mon atelier',
  noApplicationTitle: 'Votre atelier n’est pas encore ouvert',
  noApplication: 'Les fiches, les parcours et le suivi de vos progrès sont réservés aux membres. Envoyez votre candidature pour rejoindre Atelier.',
  apply: 'Envoyer ma candidature',
  endedTitle: 'Votre adhésion a pris fin',
  ended: (day: string) => `Ce que vous aviez payé vous a été remboursé le ${formatDate(day, 'fr')}\u00a0: l’accès aux fiches, aux parcours et au suivi de vos progrès est fermé.`,
  endedWithdrawn: (day: string) => `Vous vous êtes rétracté·e le ${formatDate(day, 'fr')}\u00a0: l’accès aux fiches, aux parcours et au suivi de vos progrès est fermé.`,
  endedPapers: 'Vos factures et vos avoirs restent dans',
  invoices: 'Mes factures',
  reapply: 'Envoyer une nouvelle candidature',
  /** Above the application form. */
  endedAbove: (day: string, withdrawn: boolean) =>
    withdrawn
      ? `Vous vous êtes rétracté·e le ${formatDate(day, 'fr')}. Vous pouvez envoyer une nouvelle candidature ci-dessous.`
      : `Votre adhésion a pris fin le ${formatDate(day, 'fr')}, ce que vous aviez payé vous ayant été remboursé. Vous pouvez envoyer une nouvelle candidature ci-dessous.`,
};

export type WaitingTexts = typeof fr;

const en: WaitingTexts = {
  pendingTitle: 'Your application is waiting for the deposit',
  pending: (amount, formula) => `The ${amount} deposit (${formula} plan) is still to be paid: your workshop opens as soon as the payment is confirmed.`,
  pay: 'Pay the deposit and open my workshop',
  noApplicationTitle: 'Your workshop is not open yet',
  noApplication: 'Cards, paths and progress tracking are for members. Send your application to join Atelier.',
  apply: 'Send my application',
  endedTitle: 'Your membership has ended',
  ended: (day) => `What you paid was refunded on ${formatDate(day, 'en')}: access to the cards, paths and progress tracking is closed.`,
  endedWithdrawn: (day) => `You withdrew on ${formatDate(day, 'en')}: access to the cards, paths and progress tracking is closed.`,
  endedPapers: 'Your invoices and credit notes stay in',
  invoices: 'My invoices',
  reapply: 'Send a new application',
  endedAbove: (day, withdrawn) =>
    withdrawn
      ? `You withdrew on ${formatDate(day, 'en')}. You may send a new application below.`
      : `Your membership ended on ${formatDate(day, 'en')}, as what you paid was refunded. You may send a new application below.`,
};

export const waitingTexts: Record<Lang, WaitingTexts> = { fr, en };
