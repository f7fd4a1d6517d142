/**
 * What a signed-in person who is not (yet) a member sees on the member pages instead of
 * "Vous n'avez pas accès" (decision 019): the deposit waiting, with the way to pay it, a
 * membership that ended (a withdrawal, decision 058; a full refund, decision 057; or the role
 * taken away by staff), or the way to apply.
 */
import type { Lang } from './lang.ts';
import { formatDate } from './format.ts';

/** Why and when a paid membership ended (src/server/money/applications/get-ended-membership.ts). */
type Ended = { endedOn: string; why: 'withdrawn' | 'refunded' | 'closed' };
const fr = {
  pendingTitle: 'Votre candidature attend l’acompte',
  pending: (amount: string, formula: string) => `Il reste à régler l’acompte de ${amount} (formule ${formula})\u00a0: votre atelier s’ouvre dès le paiement confirmé.`,
  pay: 'Payer l’acompte et ouvrir mon atelier',
  noApplicationTitle: 'Votre atelier n’est pas encore ouvert',
  noApplication: 'Les fiches, les parcours et le suivi de vos progrès sont réservés aux membres. Envoyez votre candidature pour rejoindre Atelier.',
  apply: 'Envoyer ma candidature',
  endedTitle: 'Votre adhésion a pris fin',
  ended: ({ endedOn, why }: Ended) => {
    const day = formatDate(endedOn, 'fr');
    const closed = 'l’accès aux fiches, aux parcours et au suivi de vos progrès est fermé.';
    if (why === 'withdrawn') return `Vous vous êtes rétracté·e le ${day}\u00a0: ${closed}`;
    if (why === 'refunded') return `Ce que vous aviez payé vous a été remboursé le ${day}\u00a0: ${closed}`;
    return `Depuis le ${day}, ${closed}`;
  },
  endedPapers: 'Vos factures et vos avoirs restent dans',
  reapply: 'Envoyer une nouvelle candidature',
  /** Above the application form. */
  endedAbove: ({ endedOn, why }: Ended) => {
    const day = formatDate(endedOn, 'fr');
    const again = 'Vous pouvez envoyer une nouvelle candidature ci-dessous.';
    if (why === 'withdrawn') return `Vous vous êtes rétracté·e le ${day}. ${again}`;
    if (why === 'refunded') return `Votre adhésion a pris fin le ${day}, ce que vous aviez payé vous ayant été remboursé. ${again}`;
    return `Votre adhésion a pris fin le ${day}. ${again}`;
  },
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
  ended: ({ endedOn, why }) => {
    const day = formatDate(endedOn, 'en');
    const closed = 'access to the cards, paths and progress tracking is closed.';
    if (why === 'withdrawn') return `You withdrew on ${day}: ${closed}`;
    if (why === 'refunded') return `What you paid was refunded on ${day}: ${closed}`;
    return `Since ${day}, ${closed}`;
  },
  endedPapers: 'Your invoices and credit notes stay in',
  reapply: 'Send a new application',
  endedAbove: ({ endedOn, why }) => {
    const day = formatDate(endedOn, 'en');
    const again = 'You may send a new application below.';
    if (why === 'withdrawn') return `You withdrew on ${day}. ${again}`;
    if (why === 'refunded') return `Your membership ended on ${day}, as what you paid was refunded. ${again}`;
    return `Your membership ended on ${day}. ${again}`;
  },
};

export const waitingTexts: Record<Lang, WaitingTexts> = { fr, en };
