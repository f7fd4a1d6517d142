/**
 * An issued invoice or credit note as the EN 16931 semantic model sees it (decision 036): the
 * one source of the Factur-X XML, drawn from the same stored row as the PDF, so the two cannot
 * say different things. Amounts are integer cents, positive; the deposit deducted by a final
 * invoice is a line of quantity −1 (a net price may not be negative, BR-27). Each line carries
 * its VAT: a final invoice whose balance was paid under another VAT than its deposit (decision
 * 048) has a VAT breakdown per category and rate.
 */
import type { SellerIdentity } from '../invoices/seller.ts';
import type { InvoiceRow } from '../invoices/serialize-invoice.ts';
import type { CreditNoteRow } from '../refunds/serialize-credit-note.ts';
import { regimeOf, VAT_MENTIONS, type VatRegime } from './vat-regime.ts';
import { B2B_PAYMENT_TERMS, timesInFrench } from '#shared/payment-terms.ts';
import type { BuyerSnapshot, DeductionSnapshot } from '#db/schema/jsonb-shapes.ts';

// The buyer as printed is a jsonb column's shape (invoices.buyer, credit_notes.buyer): declared with the schema.
export type { BuyerSnapshot };

/** The VAT an amount is charged under: its regime and, under French VAT, its rate. */
export interface VatTax {
  regime: VatRegime;
  /** Basis points; null when no VAT is charged. */
  vatRateBp: number | null;
}

export interface EDocumentLine {
  name: string;
  quantity: 1 | -1;
  /** Net price of one unit, excluding tax (never negative). */
  unitPriceCents: number;
  tax: VatTax;
}

/** One VAT breakdown (BG-23): the lines of one category and rate, their basis and their VAT. */
export interface VatBreakdown extends VatTax {
  basisCents: number;
  vatCents: number;
}

/**
 * BT-23, the French billing framework ("cadre de facturation", decision 047): S for services;
 * 2 an invoice already paid, 4 the final invoice after a deposit.
 */
export type BillingFramework = 'S2' | 'S4';

export interface EDocument {
  /** UNTDID 1001: 386 prepayment (deposit) invoice, 380 commercial invoice, 381 credit note. */
  typeCode: '386' | '380' | '381';
  billingFramework: BillingFramework;
  /** BT-9: the day the money moved (paid, or refunded for a credit note); the document is issued that day. */
  dueOn: string;
  number: string;
  issuedOn: string;
  seller: SellerIdentity;
  buyer: BuyerSnapshot;
  /** The VAT of the document's own amounts (a final invoice: its balance's, decision 048). */
  regime: VatRegime;
  /** Basis points; null when no VAT is charged. */
  vatRateBp: number | null;
  lines: EDocumentLine[];
  /** One per category and rate of the lines, in their order; they add up to the totals. */
  breakdowns: VatBreakdown[];
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
// Built from the one statement of the terms the CGV also state (decision 059).
const { latePenaltyTimesLegalRate: penaltyTimes, recoveryFeeCents } = B2B_PAYMENT_TERMS;
const recoveryFee = `${recoveryFeeCents / 100} €`;
export const NO_DISCOUNT_MENTION = 'Pas d’escompte pour paiement anticipé.';
export const LATE_PAYMENT_MENTION =
  `En cas de retard de paiement, des pénalités au taux de ${timesInFrench(penaltyTimes)} fois le taux d’intérêt légal sont exigibles, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de ${recoveryFee} (art. L441-10 et D441-5 du Code de commerce).`;
export const RECOVERY_FEE_MENTION = `Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : ${recoveryFee} (art. D441-5 du Code de commerce).`;

const PAYMENT_MEANS: Record<string, { code: string; text: string }> = {
  stripe: { code: '54', text: 'Carte bancaire (paiement en ligne Stripe)' },
  test: { code: 'ZZZ', text: 'Paiement de test (bac à sable, aucun paiement réel)' },
};

/**
 * The framework of each document (decision 047): every document is issued once its money has
 * moved, so a deposit invoice and a credit note are "already paid" (S2: BT-9 the payment or refund
 * date, BT-113 = BT-112, BT-115 = 0: BR-FR-CO-09); the final invoice is the definitive invoice
 * after a deposit (S4), which BR-FR-CO-08 keeps off the deposit's type 386.
 */
export function billingFrameworkOf(typeCode: EDocument['typeCode']): BillingFramework {
  return typeCode === '380' ? 'S4' : 'S2';
}

/**
 * The payment-terms notes (art. L441-9 and L441-10, D441-5 Code de commerce), BR-FR-05: on every
 * invoice and on credit notes too, which are rectifying invoices and keep the invoice's mentions
 * (decision 047).
 */
export const PAYMENT_TERMS_NOTES: readonly { subject: string; text: string }[] = [
  { subject: 'AAB', text: NO_DISCOUNT_MENTION },
  { subject: 'PMD', text: LATE_PAYMENT_MENTION },
  { subject: 'PMT', text: RECOVERY_FEE_MENTION },
];

/**
 * The French VAT mentions of a document, in the order printed (decision 036): the nature of the
 * operation, then one TXD note (BR-FR-06: at most one) with the regime's mention and the option
 * for debits. A final invoice whose deposit was billed under another VAT (decision 048) names the
 * part each mention applies to: `deposit` is that deposit's VAT and invoice number.
 */
export function taxNotes(seller: SellerIdentity, regime: VatRegime, deposit?: { regime: VatRegime; number: string }): { subject: string; text: string }[] {
  const notes = [{ subject: 'AAI', text: NATURE_OF_OPERATION }];
  const mentions: string[] = [];
  const ownMention = VAT_MENTIONS[regime];
  const depositMention = deposit ? VAT_MENTIONS[deposit.regime] : null;
  if (deposit && depositMention !== ownMention) {
    if (depositMention) mentions.push(`Acompte (facture ${deposit.number})\u202f: ${depositMention}`);
    if (ownMention) mentions.push(`Solde\u202f: ${ownMention}`);
  } else if (ownMention) mentions.push(ownMention);
  if ((regime === 'fr' || deposit?.regime === 'fr') && seller.vat_on_debits) mentions.push(VAT_ON_DEBITS_MENTION);
  if (mentions.length) notes.push({ subject: 'TXD', text: mentions.join(' — ') });
  return notes;
}

const sameTax = (a: VatTax, b: VatTax) => a.regime === b.regime && a.vatRateBp === b.vatRateBp;

/** The VAT a final invoice deducts its deposit at: the deposit's, stored since decision 048 (before, always the invoice's own). */
export function deductionTax(deduction: { vat_regime?: VatRegime; vat_rate_bp?: number | null }, own: VatTax): VatTax {
  return deduction.vat_regime ? { regime: deduction.vat_regime, vatRateBp: deduction.vat_rate_bp ?? null } : own;
}

/**
 * The lines and breakdowns of a final invoice. Same VAT as the deposit: the full service, and
 * the deposit deducted (quantity −1), one breakdown. Another VAT (decision 048): the service in
 * two parts, the one the deposit paid at the deposit's VAT and the balance at the balance's, and
 * the deposit deducted at its own VAT; the deposit's breakdown nets to zero, the balance's
 * carries what this invoice charges.
 */
function finalInvoiceLines(invoice: InvoiceRow, deduction: DeductionSnapshot, own: VatTax): { lines: EDocumentLine[]; breakdowns: VatBreakdown[] } {
  const depositTax = deductionTax(deduction, own);
  const deducted: EDocumentLine = {
    name: `Déduction de l’acompte facturé (facture ${deduction.number} du ${deduction.issued_on})`,
    quantity: -1,
    unitPriceCents: deduction.excl_tax_cents,
    tax: depositTax,
  };
  const ownBreakdown = { ...own, basisCents: invoice.amountExclTaxCents, vatCents: invoice.vatCents };
  if (sameTax(depositTax, own)) {
    return { lines: [{ name: invoice.description, quantity: 1, unitPriceCents: invoice.amountExclTaxCents + deduction.excl_tax_cents, tax: own }, deducted], breakdowns: [ownBreakdown] };
  }
  return {
    lines: [
      { name: `${invoice.description} — part réglée par l’acompte (facture ${deduction.number})`, quantity: 1, unitPriceCents: deduction.excl_tax_cents, tax: depositTax },
      { name: `${invoice.description} — part réglée au solde`, quantity: 1, unitPriceCents: invoice.amountExclTaxCents, tax: own },
      deducted,
    ],
    breakdowns: [{ ...depositTax, basisCents: 0, vatCents: 0 }, ownBreakdown],
  };
}

export function invoiceDocument(invoice: InvoiceRow): EDocument {
  const seller = invoice.seller;
  const regime = regimeOf(invoice);
  const deduction = invoice.kind === 'solde' ? invoice.deduction : null;
  const own: VatTax = { regime, vatRateBp: invoice.vatRateBp };
  const { lines, breakdowns } = deduction
    ? finalInvoiceLines(invoice, deduction, own)
    : { lines: [{ name: invoice.description, quantity: 1 as const, unitPriceCents: invoice.amountExclTaxCents, tax: own }], breakdowns: [{ ...own, basisCents: invoice.amountExclTaxCents, vatCents: invoice.vatCents }] };
  const depositTax = deduction ? deductionTax(deduction, own) : own;
  const typeCode = invoice.kind === 'solde' ? '380' : '386';
  return {
    typeCode,
    billingFramework: billingFrameworkOf(typeCode),
    // Issued when paid: the day of payment is the invoice's own day.
    dueOn: invoice.issuedOn,
    number: invoice.number,
    issuedOn: invoice.issuedOn,
    seller,
    buyer: invoice.buyer,
    regime,
    vatRateBp: invoice.vatRateBp,
    lines,
    breakdowns,
    exclTaxCents: invoice.amountExclTaxCents,
    vatCents: invoice.vatCents,
    inclTaxCents: invoice.amountInclTaxCents,
    paidCents: invoice.amountInclTaxCents,
    preceding: deduction ? { number: deduction.number, issuedOn: deduction.issued_on } : null,
    // Stored when issued; a final invoice issued before decision 050 states none (BT-73/74 are optional).
    period: invoice.serviceStart && invoice.serviceEnd ? { start: invoice.serviceStart, end: invoice.serviceEnd } : null,
    paymentMeans: PAYMENT_MEANS[invoice.paymentProvider] ?? { code: 'ZZZ', text: invoice.paymentProvider },
    notes: [...taxNotes(seller, regime, deduction && !sameTax(depositTax, own) ? { regime: depositTax.regime, number: deduction.number } : undefined), ...PAYMENT_TERMS_NOTES],
  };
}

/** A credit note follows the VAT of the invoice it credits and keeps its payment-terms mentions (decision 047). */
export function creditNoteDocument(note: CreditNoteRow, invoiceIssuedOn: string): EDocument {
  const seller = note.seller;
  const regime = regimeOf(note);
  const tax: VatTax = { regime, vatRateBp: note.vatRateBp };
  return {
    typeCode: '381',
    billingFramework: billingFrameworkOf('381'),
    // Issued when refunded: the day of the refund is the credit note's own day.
    dueOn: note.issuedOn,
    number: note.number,
    issuedOn: note.issuedOn,
    seller,
    buyer: note.buyer,
    regime,
    vatRateBp: note.vatRateBp,
    lines: [{ name: note.description, quantity: 1, unitPriceCents: note.amountExclTaxCents, tax }],
    breakdowns: [{ ...tax, basisCents: note.amountExclTaxCents, vatCents: note.vatCents }],
    exclTaxCents: note.amountExclTaxCents,
    vatCents: note.vatCents,
    inclTaxCents: note.amountInclTaxCents,
    paidCents: note.amountInclTaxCents,
    preceding: { number: note.invoiceNumber, issuedOn: invoiceIssuedOn },
    period: null,
    paymentMeans: PAYMENT_MEANS[note.paymentProvider] ?? { code: 'ZZZ', text: note.paymentProvider },
    notes: [...taxNotes(seller, regime), ...PAYMENT_TERMS_NOTES],
  };
}
