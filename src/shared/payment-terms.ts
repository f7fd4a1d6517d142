/**
 * The payment terms between professionals (Code de commerce, art. L441-9, L441-10, D441-5),
 * in one place (decision 059): the invoices print them (src/server/money/einvoice/en16931-document.ts)
 * and the CGV state them (src/i18n/cgv-sections.ts), so both say the same. Pure data, on the
 * shared floor; the words are written where they are read.
 */
export const B2B_PAYMENT_TERMS = {
  /** No discount for paying early (art. L441-9 I: the invoice says so). */
  earlyPaymentDiscount: false,
  /** Late-payment penalties: this many times the legal interest rate (art. L441-10 II: at least three). */
  latePenaltyTimesLegalRate: 3,
  /** The fixed indemnity for recovery costs owed by a late professional payer (art. D441-5: 40 €). */
  recoveryFeeCents: 4000,
} as const;

export type PaymentTerms = { readonly earlyPaymentDiscount: boolean; readonly latePenaltyTimesLegalRate: number; readonly recoveryFeeCents: number };

/** "trois" for 3, in the invoice's words; digits beyond the few the terms may use. */
export function timesInFrench(n: number): string {
  return ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq'][n] ?? String(n);
}
