/**
 * What an application's timeline tells (decision 025). Its own module so the response schema
 * and application-timeline.ts both read it without importing each other.
 */
export const TIMELINE_KINDS = ['created', 'photos_attached', 'payment_link_sent', 'paid', 'invoice_issued', 'balance_requested', 'balance_paid', 'credit_note_issued', 'refused', 'withdrawn', 'account_erased'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
