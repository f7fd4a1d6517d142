/** The contract's row types and printed parties, shared by the questionnaire, the view and the sealing. */
import type { collaborationAnswers, collaborationMatches } from '../../../db/schema.ts';

export type MatchRow = typeof collaborationMatches.$inferSelect;
export type AnswersRow = typeof collaborationAnswers.$inferSelect;

export interface ContractParty {
  name: string;
  email: string;
  submitted_at: string;
  /** The brand at locking time (absent from contracts locked before). */
  brand?: string;
}

export interface ContractParties {
  demandeur: ContractParty;
  partenaire: ContractParty;
}
