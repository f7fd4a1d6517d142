/**
 * A match's status from the caller's side: to answer, waiting for the partner's answers,
 * disagreement to settle, text locked and to sign, signed and waiting for the partner's
 * signature, sealed, closed unsigned. Its own module so the response schema and matches.ts
 * both read it without importing each other.
 */
export const MATCH_STATUSES = ['a_remplir', 'en_attente', 'desaccord', 'a_signer', 'attente_signature', 'scelle', 'close'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
