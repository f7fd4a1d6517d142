/**
 * The collaboration questionnaire (decision 010): 16 questions in 6 groups, their types and fixed
 * choices. Choices that name a party are absolute (`demandeur` = the request's author,
 * `partenaire` = the replier), never "me"/"my partner", so both sides compare directly.
 * Pure data on the shared floor: the server, the questionnaire islands and the texts import it.
 */
export const QUESTION_GROUPS = [
  { id: 'objet', keys: ['objet', 'livrables'] },
  { id: 'repartition', keys: ['charge_pct', 'revenue_pct', 'frais'] },
  { id: 'facturation', keys: ['facturation', 'interlocuteur', 'delai_paiement'] },
  { id: 'propriete', keys: ['propriete', 'portfolio', 'priorite_futur'] },
  { id: 'imprevus', keys: ['alea', 'resiliation', 'assurance_rc_pro'] },
  { id: 'duree', keys: ['duree', 'date_debut'] },
] as const;

export type GroupId = (typeof QUESTION_GROUPS)[number]['id'];
export type AnswerKey = (typeof QUESTION_GROUPS)[number]['keys'][number];

export const ANSWER_KEYS: readonly AnswerKey[] = QUESTION_GROUPS.flatMap((g) => g.keys);

export const CHOICES = {
  frais: ['au_prorata', 'chacun_les_siens', 'demandeur', 'partenaire'],
  facturation: ['demandeur', 'partenaire', 'chacun'],
  interlocuteur: ['demandeur', 'partenaire', 'les_deux'],
  propriete: ['demandeur', 'partenaire', 'les_deux'],
  portfolio: ['les_deux', 'demandeur', 'partenaire', 'aucun'],
  priorite_futur: ['demandeur', 'partenaire', 'les_deux', 'aucune'],
  alea: ['renegociation', 'report', 'partage_des_pertes'],
  resiliation: ['preavis_15_jours', 'preavis_30_jours', 'accord_mutuel'],
  duree: ['projet', '1_mois', '3_mois', '6_mois', '12_mois'],
} as const;

export type ChoiceKey = keyof typeof CHOICES;

export type QuestionSpec =
  | { key: AnswerKey; type: 'text'; max: number; multiline: boolean }
  | { key: AnswerKey; type: 'integer'; min: number; max: number; unit: 'pct' | 'days' }
  | { key: AnswerKey; type: 'choice'; options: readonly string[] }
  | { key: AnswerKey; type: 'boolean' }
  | { key: AnswerKey; type: 'date' };

export const QUESTIONS: Record<AnswerKey, QuestionSpec> = {
  objet: { key: 'objet', type: 'text', max: 500, multiline: true },
  livrables: { key: 'livrables', type: 'text', max: 1000, multiline: true },
  charge_pct: { key: 'charge_pct', type: 'integer', min: 0, max: 100, unit: 'pct' },
  revenue_pct: { key: 'revenue_pct', type: 'integer', min: 0, max: 100, unit: 'pct' },
  frais: { key: 'frais', type: 'choice', options: CHOICES.frais },
  facturation: { key: 'facturation', type: 'choice', options: CHOICES.facturation },
  interlocuteur: { key: 'interlocuteur', type: 'choice', options: CHOICES.interlocuteur },
  delai_paiement: { key: 'delai_paiement', type: 'integer', min: 0, max: 60, unit: 'days' },
  propriete: { key: 'propriete', type: 'choice', options: CHOICES.propriete },
  portfolio: { key: 'portfolio', type: 'choice', options: CHOICES.portfolio },
  priorite_futur: { key: 'priorite_futur', type: 'choice', options: CHOICES.priorite_futur },
  alea: { key: 'alea', type: 'choice', options: CHOICES.alea },
  resiliation: { key: 'resiliation', type: 'choice', options: CHOICES.resiliation },
  assurance_rc_pro: { key: 'assurance_rc_pro', type: 'boolean' },
  duree: { key: 'duree', type: 'choice', options: CHOICES.duree },
  date_debut: { key: 'date_debut', type: 'date' },
};

/**
 * A complete, validated set of answers (what a submission holds). Stored as db/schema/jsonb-shapes.ts
 * StoredAnswers, a copy kept equal by src/server/platform/db/jsonb-shapes-agree.ts (with CHOICES above).
 */
export interface Answers {
  objet: string;
  livrables: string;
  charge_pct: number;
  revenue_pct: number;
  frais: (typeof CHOICES.frais)[number];
  facturation: (typeof CHOICES.facturation)[number];
  interlocuteur: (typeof CHOICES.interlocuteur)[number];
  delai_paiement: number;
  propriete: (typeof CHOICES.propriete)[number];
  portfolio: (typeof CHOICES.portfolio)[number];
  priorite_futur: (typeof CHOICES.priorite_futur)[number];
  alea: (typeof CHOICES.alea)[number];
  resiliation: (typeof CHOICES.resiliation)[number];
  assurance_rc_pro: boolean;
  duree: (typeof CHOICES.duree)[number];
  date_debut: string;
}

/** A draft: any subset of the answers. */
export type DraftAnswers = Partial<Answers>;

/** The two sides of a match, in the answers' absolute terms. */
export type Party = 'demandeur' | 'partenaire';
export const otherParty = (party: Party): Party => (party === 'demandeur' ? 'partenaire' : 'demandeur');

/** Dates accepted for `date_debut`: a real calendar day within sane bounds. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** How many of the 16 questions a (draft) set answers. */
export function answeredCount(answers: DraftAnswers | null | undefined): number {
  if (!answers) return 0;
  return ANSWER_KEYS.filter((key) => answers[key] !== undefined && answers[key] !== null).length;
}
