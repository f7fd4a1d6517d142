/**
 * Stored rows of every kind of issued document, for each VAT regime (decision 036): a deposit
 * invoice, the final invoice that deducts it, and credit notes (full or partial) on either, as
 * issue-invoice.ts, issue-final-invoice.ts and issue-credit-note.ts would store them. Rendering
 * them gives the PDFs whose Factur-X the validators check (decision 047).
 */
import type { InvoiceRow } from '#server/money/invoices/serialize-invoice.ts';
import type { CreditNoteRow } from '#server/money/refunds/serialize-credit-note.ts';
import type { SellerIdentity } from '#server/money/invoices/seller.ts';
import type { BuyerSnapshot } from '#server/money/einvoice/en16931-document.ts';
import { balanceAmounts } from '#server/money/invoices/issue-final-invoice.ts';
import { priceForRegime, regimeOf, splitForRegime, type VatRegime } from '#server/money/einvoice/vat-regime.ts';
import { depositCents } from '#server/money/applications/deposit.ts';

export const SELLER: SellerIdentity = {
  name: 'Atelier SAS',
  // The settings' shape (decision 050): the legal form alone, the capital in cents.
  legal_form: 'SAS',
  share_capital_cents: 1_000_000,
  address: '12 rue des Artisans, 75011 Paris',
  siren: '732829320',
  rcs: 'RCS Paris',
  vat_number: 'FR44732829320',
  vat_exempt: false,
  vat_rate_bp: 2000,
  vat_on_debits: false,
  email: 'factures@atelier.example',
  configured: true,
};

/** The seller of a regime: under the franchise, exempt and without a VAT number. */
export const sellerFor = (regime: VatRegime): SellerIdentity => (regime === 'franchise' ? { ...SELLER, vat_exempt: true, vat_number: null } : SELLER);

/** A buyer of each regime: a French business, a consumer (franchise), an EU business, a Swiss business. */
export const BUYERS: Record<VatRegime, BuyerSnapshot> = {
  fr: { name: 'Inès Moreau', email: 'ines@example.com', address: { street: '3 rue Neuve', postal_code: '69001', city: 'Lyon', country: 'FR' }, business: { name: 'Fil & Laine SARL', siren: '552100554' } },
  franchise: { name: 'Inès Moreau', brand: 'Fil & Laine', email: 'ines@example.com', address: { street: '3 rue Neuve', postal_code: '69001', city: 'Lyon', country: 'FR' } },
  reverse_charge: { name: 'Jonas Weber', email: 'jonas@example.de', address: { street: 'Webergasse 4', postal_code: '10115', city: 'Berlin', country: 'DE' }, business: { name: 'Weber Keramik GmbH', vat_number: 'DE123456789' } },
  out_of_scope: { name: 'Léa Favre', email: 'lea@example.ch', address: { street: 'Rue du Lac 8', postal_code: '1003', city: 'Lausanne', country: 'CH' }, business: { name: 'Favre Textiles Sàrl', vat_number: 'CHE123456789' } },
};

/** The deposit invoice (10 % of the Essentiel formula), paid and issued on 4 January 2027. */
export function depositInvoice(regime: VatRegime, buyer: BuyerSnapshot = BUYERS[regime]): InvoiceRow {
  const seller = sellerFor(regime);
  const price = priceForRegime(149_000, regime, seller);
  const split = splitForRegime(depositCents(price), regime, seller);
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'F-2027-000042',
    year: 2027,
    seq: 42,
    applicationId: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-000000000003',
    issuedOn: '2027-01-04',
    issuedAt: new Date('2027-01-04T09:00:00Z'),
    kind: 'acompte',
    deduction: null,
    serviceStart: null,
    serviceEnd: null,
    seller,
    buyer,
    formula: 'essentiel',
    formulaPriceCents: price,
    description: 'Acompte de 10 % sur la formule Essentiel',
    amountExclTaxCents: split.exclTaxCents,
    vatRateBp: split.vatRateBp,
    vatCents: split.vatCents,
    amountInclTaxCents: split.inclTaxCents,
    vatRegime: regime,
    currency: 'EUR',
    paymentProvider: 'stripe',
    paymentReference: 'cs_live_abc',
    lang: 'fr',
    createdAt: new Date('2027-01-04T09:00:00Z'),
  };
}

/** The final invoice deducting `deposit`, its balance paid and issued on 20 May 2027. */
export function finalInvoice(deposit: InvoiceRow): InvoiceRow {
  const b = balanceAmounts(deposit.formulaPriceCents, deposit, regimeOf(deposit), { vat_rate_bp: deposit.vatRateBp ?? 2000 });
  return {
    ...deposit,
    id: '00000000-0000-4000-8000-000000000009',
    number: 'F-2027-000099',
    seq: 99,
    kind: 'solde',
    issuedOn: '2027-05-20',
    issuedAt: new Date('2027-05-20T14:30:00Z'),
    deduction: { invoice_id: deposit.id, number: deposit.number, issued_on: deposit.issuedOn, excl_tax_cents: deposit.amountExclTaxCents, vat_cents: deposit.vatCents, incl_tax_cents: deposit.amountInclTaxCents },
    description: 'Prestation d’accompagnement Atelier, formule Essentiel — facture de solde',
    amountExclTaxCents: b.exclTaxCents,
    vatCents: b.vatCents,
    amountInclTaxCents: b.inclTaxCents,
    paymentReference: 'cs_live_def',
    createdAt: new Date('2027-05-20T14:30:00Z'),
  };
}

/**
 * A credit note on `invoice`, refunded and issued on 1 June 2027: the whole invoice, or
 * `partialCents` of it (the VAT inside it split as the invoice's regime says).
 */
export function creditNote(invoice: InvoiceRow, partialCents?: number): CreditNoteRow {
  const regime = invoice.vatRegime as VatRegime;
  const split = partialCents === undefined
    ? { exclTaxCents: invoice.amountExclTaxCents, vatCents: invoice.vatCents, inclTaxCents: invoice.amountInclTaxCents }
    : splitForRegime(partialCents, regime, { vat_rate_bp: invoice.vatRateBp ?? 2000 });
  return {
    id: '00000000-0000-4000-8000-000000000010',
    number: 'A-2027-000003',
    year: 2027,
    seq: 3,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    refundId: '00000000-0000-4000-8000-000000000011',
    applicationId: invoice.applicationId,
    userId: invoice.userId,
    issuedOn: '2027-06-01',
    issuedAt: new Date('2027-06-01T09:00:00Z'),
    seller: invoice.seller,
    buyer: invoice.buyer,
    formula: 'essentiel',
    description: `${partialCents === undefined ? 'Remboursement total' : 'Remboursement partiel'} — avoir sur la facture ${invoice.number}`,
    reason: partialCents === undefined ? 'Candidature annulée' : 'Deux séances non réalisées',
    amountExclTaxCents: split.exclTaxCents,
    vatRateBp: invoice.vatRateBp,
    vatCents: split.vatCents,
    amountInclTaxCents: split.inclTaxCents,
    vatRegime: invoice.vatRegime,
    currency: 'EUR',
    paymentProvider: 'stripe',
    refundReference: 're_123',
    lang: 'fr',
    createdAt: new Date('2027-06-01T09:00:00Z'),
  };
}
