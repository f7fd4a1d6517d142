/**
 * The facts the legal texts print (src/i18n/legal-texts.ts): the seller's identity (the server's
 * invoices/seller.ts reads it from the settings) and the money facts of the terms of sale
 * (legal/cgv-facts.ts derives them from the code). Types only, on the shared floor.
 */
import type { PaymentTerms } from './payment-terms.ts';

// Stored on every invoice and credit note as db/schema/jsonb-shapes.ts SellerSnapshot, a copy kept equal by
// src/server/platform/db/jsonb-shapes-agree.ts: a change here is made there too.
export interface SellerIdentity {
  name: string;
  /** The legal form alone (SAS…); snapshots before decision 050 may hold free text ("SAS au capital de…"). */
  legal_form: string | null;
  /** Share capital in integer cents (decision 050); absent on older snapshots. */
  share_capital_cents?: number | null;
  address: string;
  siren: string | null;
  /** "RCS Paris" (the registry's city: art. R123-237 du Code de commerce); free text on older snapshots. */
  rcs: string | null;
  vat_number: string | null;
  vat_exempt: boolean;
  vat_rate_bp: number;
  /** The option for VAT on debits (art. 269-2-c du CGI), printed on invoices; absent on older snapshots. */
  vat_on_debits?: boolean;
  email: string | null;
  /** False outside production when the SELLER_* settings are missing. */
  configured: boolean;
}

export interface CgvMoneyFacts {
  formulas: readonly string[];
  depositPercent: number;
  /** What the member pays online: `acompte` (the deposit) and `solde` (the balance) when offered. */
  paidOnline: readonly string[];
  /** Refunds issue credit notes in their own series (this pattern), emailed like invoices. */
  creditNoteNumber: string;
  /** Only a deposit refunded in full ends access and cancels a requested balance; a partial refund neither (decision 057). */
  fullDepositRefundCancelsBalance: boolean;
  /** Once the balance is paid, the deposit is refunded in full only with the final invoice: access follows the money (decision 057). */
  paidBalanceHoldsAccess: boolean;
  /** The terms between professionals the invoices print (src/shared/payment-terms.ts, decision 059). */
  paymentTerms: PaymentTerms;
  /** The VAT regimes a buyer may fall under (src/shared/buyer-price.ts, decision 036): the CGV say who pays which price. */
  vatRegimes: readonly string[];
  /** The member role each formula gives, and the roles held to the parcours cap: what each formula contains (decision 059). */
  formulaRoles: Readonly<Record<string, string>>;
  cappedRoles: readonly string[];
  /**
   * The consumer's withdrawal right as the product applies it (decision 058): the period in days, a
   * consumer who did not ask to start waits for its end (access and balance), and the share owed
   * for the days provided when the early start was asked.
   */
  withdrawal: { periodDays: number; consumersOnly: boolean; waitsWithoutEarlyStart: boolean; proportionalWhenEarlyStart: boolean };
}
