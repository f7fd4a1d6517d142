/**
 * Disagreement detection, exactly as the spec's "Blind reveal and disagreement detection":
 * 1. `charge_pct` sums and `revenue_pct` sums outside 95–105 (inclusive band) are conflicts;
 * 2. different answers on the seven keys below are conflicts;
 * 3. professional-liability insurance not confirmed by one side is a `risk`, never a conflict.
 * Pure: it works on the two stored answer sets and knows nothing of who is asking.
 */
import { ANSWER_KEYS, type AnswerKey, type DraftAnswers, type Party } from './questions.ts';

export const SHARE_BAND = { min: 95, max: 105 } as const;
export const SHARE_KEYS = ['charge_pct', 'revenue_pct'] as const;
export const SAME_ANSWER_KEYS = ['facturation', 'interlocuteur', 'priorite_futur', 'propriete', 'portfolio', 'alea', 'duree'] as const;

export interface DetectedFlag {
  type: 'conflict' | 'risk';
  key: AnswerKey;
  /** For a risk: the side whose answer carries it. */
  party?: Party;
}

export function shareSumInBand(a: number, b: number): boolean {
  const sum = a + b;
  return sum >= SHARE_BAND.min && sum <= SHARE_BAND.max;
}

/**
 * Flags over the answer sets that are known: conflicts need both sets (submitted), a risk needs
 * only the set that carries it. Ordered as the questionnaire.
 */
export function detectFlags(sets: Partial<Record<Party, DraftAnswers | null>>): DetectedFlag[] {
  const flags: DetectedFlag[] = [];
  const requester = sets.demandeur ?? null;
  const partner = sets.partenaire ?? null;
  if (requester && partner) {
    for (const key of SHARE_KEYS) {
      const a = requester[key];
      const b = partner[key];
      if (typeof a === 'number' && typeof b === 'number' && !shareSumInBand(a, b)) flags.push({ type: 'conflict', key });
    }
    for (const key of SAME_ANSWER_KEYS) {
      if (requester[key] !== undefined && partner[key] !== undefined && requester[key] !== partner[key]) {
        flags.push({ type: 'conflict', key });
      }
    }
  }
  for (const party of ['demandeur', 'partenaire'] as const) {
    if (sets[party]?.assurance_rc_pro === false) flags.push({ type: 'risk', key: 'assurance_rc_pro', party });
  }
  const order = (key: AnswerKey) => ANSWER_KEYS.indexOf(key);
  return flags.sort((x, y) => order(x.key) - order(y.key));
}

export const hasConflict = (flags: DetectedFlag[]): boolean => flags.some((f) => f.type === 'conflict');
