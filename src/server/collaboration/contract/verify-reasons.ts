/**
 * Why a verification matched or not. Its own module so the response schema and
 * verify-contract.ts both read it without a cycle through contract-view.ts.
 */
export const VERIFY_REASONS = ['identical', 'appended_changes', 'other_copy', 'unsigned_copy', 'not_sealed_by_atelier', 'same_text', 'text_differs'] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];
