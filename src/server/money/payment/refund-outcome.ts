/**
 * Access follows the money (decision 057), written once and pure, so the server (reserving and
 * recording a refund, the balance's request, checkout and confirmation) and the staff's refund
 * dialog read the same answer:
 * - the formula's role holds while a paid invoice of the application stands, that is, is not
 *   wholly credited: the deposit, or the final invoice once the balance is paid;
 * - a partial refund (a goodwill gesture) never ends access nor cancels a balance;
 * - the refund that empties the deposit before the balance is paid ends access and cancels a
 *   requested balance; no balance is due on an emptied deposit;
 * - once the balance is paid, the refund that would empty the deposit is refused while the final
 *   invoice stands: staff refund the final invoice first (or only part of the deposit).
 * Pure: no database, so the island (ApplicationMoney.tsx) may import it.
 */

/** One invoice's money: its amount and what is given back on it (see each caller for which refunds count). */
export interface InvoiceMoney {
  amountCents: number;
  refundedCents: number;
}

export interface ApplicationMoneyFacts {
  deposit: InvoiceMoney;
  /** The final invoice, issued when the balance was paid; null before. */
  final: InvoiceMoney | null;
  /** A balance requested and not paid yet (`balance_status = 'demande'`). */
  balanceRequested: boolean;
}

export type RefundedInvoiceKind = 'acompte' | 'solde';

export interface RefundOutcome {
  /** Why the refund is refused (409 `final_invoice_stands`), or null. */
  refusal: 'final_invoice_stands' | null;
  /** The formula's role is taken away: no paid invoice stands after this refund. */
  endsAccess: boolean;
  /** The requested, unpaid balance is cancelled: this refund empties the deposit. */
  cancelsBalance: boolean;
}

/** An invoice stands while less than its amount is given back. */
export const stands = (invoice: InvoiceMoney): boolean => invoice.refundedCents < invoice.amountCents;

/** Access holds while the deposit or the final invoice stands. */
export const accessHolds = (facts: ApplicationMoneyFacts): boolean => stands(facts.deposit) || (facts.final !== null && stands(facts.final));

/** What came back of a paid deposit: nothing, part of it (a gesture, access holds), or all of it. */
export function depositRefundState(deposit: InvoiceMoney): 'none' | 'partial' | 'full' {
  if (deposit.refundedCents <= 0) return 'none';
  return stands(deposit) ? 'partial' : 'full';
}

/** An application's invoices and credit notes, as the staff's detail and the pages read them. */
export interface InvoicesAndNotes {
  invoices: readonly { number: string; kind: string; amount_incl_tax_cents: number }[];
  credit_notes: readonly { invoice_number: string; amount_incl_tax_cents: number }[];
}

/** The `kind` invoice of an application and what its credit notes gave back; null while not issued. */
export function invoiceMoneyOf(application: InvoicesAndNotes, kind: RefundedInvoiceKind): (InvoiceMoney & { number: string }) | null {
  const invoice = application.invoices.find((candidate) => candidate.kind === kind);
  if (!invoice) return null;
  const refundedCents = application.credit_notes.filter((note) => note.invoice_number === invoice.number).reduce((sum, note) => sum + note.amount_incl_tax_cents, 0);
  return { number: invoice.number, amountCents: invoice.amount_incl_tax_cents, refundedCents };
}

/** The deposit invoice and what was given back on it; null before payment. */
export const depositMoneyOf = (application: InvoicesAndNotes) => invoiceMoneyOf(application, 'acompte');

/** A balance may be requested, opened and paid only while the deposit stands. */
export const balanceMayBeDue = (facts: Pick<ApplicationMoneyFacts, 'deposit'>): boolean => stands(facts.deposit);

/** What refunding `amountCents` of the application's `kind` invoice does, under the rule above. */
export function refundOutcome(facts: ApplicationMoneyFacts, kind: RefundedInvoiceKind, amountCents: number): RefundOutcome {
  const give = (invoice: InvoiceMoney): InvoiceMoney => ({ ...invoice, refundedCents: invoice.refundedCents + amountCents });
  const after: ApplicationMoneyFacts = {
    ...facts,
    deposit: kind === 'acompte' ? give(facts.deposit) : facts.deposit,
    final: kind === 'solde' && facts.final ? give(facts.final) : facts.final,
  };
  const emptiesDeposit = kind === 'acompte' && stands(facts.deposit) && !stands(after.deposit);
  const refusal = emptiesDeposit && after.final !== null && stands(after.final) ? 'final_invoice_stands' : null;
  return {
    refusal,
    endsAccess: accessHolds(facts) && !accessHolds(after),
    cancelsBalance: emptiesDeposit && facts.balanceRequested,
  };
}
