/**
 * An issued invoice or credit note as the EN 16931 semantic model sees it (decision 036): the
 * one source of the Factur-X XML, drawn from the same stored row as the PDF, so the two cannot
 * say different things. Amounts are integer cents, positive; the deposit deducted by a final
 * invoice is a line of quantity −1 (a net price may not be negative, BR-27).
 */
import type { SellerIdentity } from '../invoices/seller.ts';
import type { InvoiceRow } from '../invoices/serialize-invoice.ts';
import type { CreditNoteRow } from '../refunds/serialize-credit-note.ts';
import { regimeOf, VAT_MENTIONS, type BuyerBusiness, type VatRegime } from './vat-regime.ts';

export interface BuyerSnapshot {
  name?: string;
  brand?: string;
  email?: string;
  city?: string | null;
  address?: { street: string; postal_code: string; city: string; country: string } | null;
  /** The business invoiced, when the buyer is one (decision 036). */
  business?: BuyerBusiness | null;
}

export interface EDocumentLine {
  name: string;
  quantity: 1 | -1;
  /** Net price of one unit, excluding tax (never negative). */
  unitPriceCents: number;
}

export interface EDocument {
  /** UNTDID 1001: 386 prepayment (deposit) invoice, 380 commercial invoice, 381 credit note. */
  typeCode: '386' | '380' | '381';
  number: string;
  issuedOn: string;
  seller: SellerIdentity;
  buyer: BuyerSnapshot;
  regime: VatRegime;
  /** Basis points; null when no VAT is charged. */
  vatRateBp: number | null;
  lines: EDocumentLine[];
  /** The amounts printed as "Total HT", "TVA", "Total TTC" (a final invoice: its balance). */
  exclTaxCents: number;
  vatCents: number;
  inclTaxCents: number;
  /** Already paid (every document here is paid or refunded when issued): the amount due is 0. */
  paidCents: number;
  /** The invoice credited, or the deposit invoice a final invoice deducts. */
  preceding: { number: string; issuedOn: string } | null;
  /** The period of the service invoiced (final invoice: the formula's, from the deposit's payment; decision 050). */
  period: { start: string; end: string } | null;
  paymentMeans: { code: string; text: string };
  notes: { subject: string; text: string }[];
}

export const NATURE_OF_OPERATION = 'Nature de l’opération : prestation de services';
export const VAT_ON_DEBITS_MENTION = 'Option pour le paiement de la taxe d’après les débits';
export const NO_DISCOUNT_MENTION = 'Pas d’escompte pour paiement anticipé.';
export const LATE_PAYMENT_MENTION =
  'En cas de retard de paiement, des pénalités au taux de trois fois le taux d’intérêt légal sont exigibles, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).';
export const RECOVERY_FEE_MENTION = 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (art. D441-5 du Code de commerce).';

const PAYMENT_MEANS: Record<string, { code: string; text: string }> = {
  stripe: { code: '54', text: 'Carte bancaire (paiement en ligne Stripe)' },
  test: { code: 'ZZZ', text: 'Paiement de test (bac à sable, aucun paiement réel)' },
};

/** The French VAT mentions of a document, in the order printed (decision 036). */
export function taxNotes(seller: SellerIdentity, regime: VatRegime): { subject: string; text: string }[] {
  const notes = [{ subject: 'AAI', text: NATURE_OF_OPERATION }];
  const mention = VAT_MENTIONS[regime];
  if (mention) notes.push({ subject: 'TXD', text: mention });
  if (regime === 'fr' && seller.vat_on_debits) notes.push({ subject: 'TXD', text: VAT_ON_DEBITS_MENTION });
  return notes;
}

interface DeductionSnapshot {
  number: string;
  issued_on: string;
  excl_tax_cents: number;
}

export function invoiceDocument(invoice: InvoiceRow): EDocument {
  const seller = invoice.seller as unknown as SellerIdentity;
  const regime = regimeOf(invoice);
  const deduction = invoice.kind === 'solde' ? (invoice.deduction as unknown as DeductionSnapshot | null) : null;
  const lines: EDocumentLine[] = deduction
    ? [
        { name: invoice.description, quantity: 1, unitPriceCents: invoice.amountExclTaxCents + deduction.excl_tax_cents },
        { name: `Déduction de l’acompte facturé (facture ${deduction.number} du ${deduction.issued_on})`, quantity: -1, unitPriceCents: deduction.excl_tax_cents },
      ]
    : [{ name: invoice.description, quantity: 1, unitPriceCents: invoice.amountExclTaxCents }];
  return {
    typeCode: invoice.kind === 'solde' ? '380' : '386',
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    seller,
    buyer: invoice.buyer as BuyerSnapshot,
    regime,
    vatRateBp: invoice.vatRateBp,
    lines,
    exclTaxCents: invoice.amountExclTaxCents,
    vatCents: invoice.vatCents,
    inclTaxCents: invoice.amountInclTaxCents,
    paidCents: invoice.amountInclTaxCents,
    preceding: deduction ? { number: deduction.number, issuedOn: deduction.issued_on } : null,
    // Stored when issued; a final invoice issued before decision 050 states none (BT-73/74 are optional).
    period: invoice.serviceStart && invoice.serviceEnd ? { start: invoice.serviceStart, end: invoice.serviceEnd } : null,
    paymentMeans: PAYMENT_MEANS[invoice.paymentProvider] ?? { code: 'ZZZ', text: invoice.paymentProvider },
    notes: [
      ...taxNotes(seller, regime),
      { subject: 'AAB', text: NO_DISCOUNT_MENTION },
      { subject: 'PMD', text: LATE_PAYMENT_MENTION },
      { subject: 'PMT', text: RECOVERY_FEE_MENTION },
    ],
  };
}

/** A credit note follows the VAT of the invoice it credits; it bears no late-payment mention (nothing is owed). */
export function creditNoteDocument(note: CreditNoteRow, invoiceIssuedOn: string): EDocument {
  const seller = note.seller as unknown as SellerIdentity;
  const regime = regimeOf(note);
  return {
    typeCode: '381',
    number: note.number,
    issuedOn: note.issuedOn,
    seller,
    buyer: note.buyer as BuyerSnapshot,
    regime,
    vatRateBp: note.vatRateBp,
    lines: [{ name: note.description, quantity: 1, unitPriceCents: note.amountExclTaxCents }],
    exclTaxCents: note.amountExclTaxCents,
    vatCents: note.vatCents,
    inclTaxCents: note.amountInclTaxCents,
    paidCents: note.amountInclTaxCents,
    preceding: { number: note.invoiceNumber, issuedOn: invoiceIssuedOn },
    period: null,
    paymentMeans: PAYMENT_MEANS[note.paymentProvider] ?? { code: 'ZZZ', text: note.paymentProvider },
    notes: taxNotes(seller, regime),
  };
}
