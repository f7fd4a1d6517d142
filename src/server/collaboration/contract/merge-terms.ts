/**
 * The agreed terms a contract is written from, once the two answer sets have no conflict.
 * Questions that the spec does not make blocking may still differ; each has a fixed, documented
 * resolution, announced beside the question before anyone submits (docs/api-collaboration.md):
 * both descriptions are kept for `objet`/`livrables`, each pays their own costs for `frais`, the
 * shorter delay for `delai_paiement`, a 30-day notice for `resiliation`, the later `date_debut`.
 * Shares inside the 95–105 band are scaled to total exactly 100 so the contract is coherent.
 */
import type { Answers, Party } from '../questionnaire/questions.ts';

export interface SharePair {
  demandeur: number;
  partenaire: number;
  declared: { demandeur: number; partenaire: number };
  /** True when the declared shares did not total 100 and were scaled. */
  adjusted: boolean;
}

export type TextPair = { same: true; text: string } | { same: false; demandeur: string; partenaire: string };

export interface Resolved<T> {
  value: T;
  /** True when the answers differed and the fixed rule chose the value. */
  differed: boolean;
}

export interface Terms {
  objet: TextPair;
  livrables: TextPair;
  charge: SharePair;
  revenue: SharePair;
  frais: Resolved<Answers['frais']>;
  facturation: Answers['facturation'];
  interlocuteur: Answers['interlocuteur'];
  delaiPaiement: Resolved<number>;
  propriete: Answers['propriete'];
  portfolio: Answers['portfolio'];
  prioriteFutur: Answers['priorite_futur'];
  alea: Answers['alea'];
  resiliation: Resolved<Answers['resiliation']>;
  assurance: Record<Party, boolean>;
  duree: Answers['duree'];
  dateDebut: Resolved<string>;
  /** Last day (inclusive) for a duration in months; null for "the time of the project". */
  dateFin: string | null;
}

/** Two shares scaled to a total of 100, to one decimal, the second taking the rounding rest. */
export function scaleShares(a: number, b: number): SharePair {
  const declared = { demandeur: a, partenaire: b };
  if (a + b === 100 || a + b === 0) return { demandeur: a, partenaire: b, declared, adjusted: false };
  const first = Math.round((a * 1000) / (a + b)) / 10;
  const second = Math.round((100 - first) * 10) / 10;
  return { demandeur: first, partenaire: second, declared, adjusted: true };
}

/** Same text modulo spacing and case: two descriptions that say the same thing are written once. */
function textPair(a: string, b: string): TextPair {
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase('fr');
  return norm(a) === norm(b) ? { same: true, text: a } : { same: false, demandeur: a, partenaire: b };
}

const MONTHS: Record<Answers['duree'], number | null> = { projet: null, '1_mois': 1, '3_mois': 3, '6_mois': 6, '12_mois': 12 };

/**
 * Last day of a period of `months` months starting on `start` (YYYY-MM-DD): the day before the
 * same day-of-month `months` later, or the last day of that month when it has no such day
 * (1 March + 3 months → 31 May; 15 January + 1 month → 14 February; 31 January + 1 month → 28/29 February).
 */
export function periodEnd(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const targetMonthIndex = m - 1 + months;
  const lastDay = new Date(Date.UTC(y, targetMonthIndex + 1, 0)).getUTCDate();
  const end = d <= lastDay ? new Date(Date.UTC(y, targetMonthIndex, d - 1)) : new Date(Date.UTC(y, targetMonthIndex, lastDay));
  return end.toISOString().slice(0, 10);
}

export function mergeTerms(requester: Answers, partner: Answers): Terms {
  const same = <T>(a: T, b: T, ifDifferent: T): Resolved<T> => (a === b ? { value: a, differed: false } : { value: ifDifferent, differed: true });
  const dateDebut = same(requester.date_debut, partner.date_debut, requester.date_debut > partner.date_debut ? requester.date_debut : partner.date_debut);
  const months = MONTHS[requester.duree];
  return {
    objet: textPair(requester.objet, partner.objet),
    livrables: textPair(requester.livrables, partner.livrables),
    charge: scaleShares(requester.charge_pct, partner.charge_pct),
    revenue: scaleShares(requester.revenue_pct, partner.revenue_pct),
    frais: same(requester.frais, partner.frais, 'chacun_les_siens'),
    facturation: requester.facturation,
    interlocuteur: requester.interlocuteur,
    delaiPaiement: same(requester.delai_paiement, partner.delai_paiement, Math.min(requester.delai_paiement, partner.delai_paiement)),
    propriete: requester.propriete,
    portfolio: requester.portfolio,
    prioriteFutur: requester.priorite_futur,
    alea: requester.alea,
    resiliation: same(requester.resiliation, partner.resiliation, 'preavis_30_jours'),
    assurance: { demandeur: requester.assurance_rc_pro, partenaire: partner.assurance_rc_pro },
    duree: requester.duree,
    dateDebut,
    dateFin: months === null ? null : periodEnd(dateDebut.value, months),
  };
}
