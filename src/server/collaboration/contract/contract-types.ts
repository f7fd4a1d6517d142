/** The contract's row types and printed parties, shared by the questionnaire, the view and the sealing. */
import type { collaborationAnswers, collaborationMatches } from '#db/schema.ts';

export type MatchRow = typeof collaborationMatches.$inferSelect;
export type AnswersRow = typeof collaborationAnswers.$inferSelect;

// The printed parties are a jsonb column's shape (collaboration_matches.contract_parties): declared with the schema.
export type { ContractParty, ContractParties } from '#db/schema/jsonb-shapes.ts';
