/** Stored invoice rows for rendering tests (no database): a deposit invoice and its final invoice. */
import type { InvoiceRow } from '../../src/server/invoices/serialize-invoice.ts';
import { balanceAmounts } from '../../src/server/invoices/issue-final-invoice.ts';
import { regimeOf } from '../../src/server/einvoice/vat-regime.ts';

export const SELLER = {
  name: 'Atelier SAS',
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

export function depositRow(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'F-2026-000042',
    year: 2026,
    seq: 42,
    applicationId: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-000000000003',
    issuedOn: '2026-11-28',
    issuedAt: new Date('2026-11-28T09:00:00Z'),
    kind: 'acompte',
    deduction: null,
    serviceStart: null,
    serviceEnd: null,
    seller: SELLER,
    buyer: {
      name: 'Inès Moreau',
      brand: 'Fil & Laine',
      email: 'ines@example.com',
      address: { street: '3 rue Neuve', postal_code: '69001', city: 'Lyon', country: 'FR' },
    },
    formula: 'essentiel',
    formulaPriceCents: 149_000,
    description: 'Acompte de 10 % sur la formule Essentiel',
    amountExclTaxCents: 12_417,
    vatRateBp: 2000,
    vatCents: 2_483,
    amountInclTaxCents: 14_900,
    vatRegime: 'fr',
    currency: 'EUR',
    paymentProvider: 'stripe',
    paymentReference: 'cs_live_abc',
    lang: 'fr',
    createdAt: new Date(),
    ...overrides,
  } as InvoiceRow;
}

/** The final invoice of `deposit`, paid on `issuedOn`. */
export function finalRow(deposit: InvoiceRow, overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  const b = balanceAmounts(deposit.formulaPriceCents, deposit, regimeOf(deposit), { vat_rate_bp: 2000 });
  return {
    ...deposit,
    id: '00000000-0000-4000-8000-000000000009',
    number: 'F-2026-000043',
    seq: 43,
    kind: 'solde',
    issuedOn: '2026-11-28',
    issuedAt: new Date('2026-11-28T15:00:00Z'),
    deduction: { invoice_id: deposit.id, number: deposit.number, issued_on: deposit.issuedOn, excl_tax_cents: deposit.amountExclTaxCents, vat_cents: deposit.vatCents, incl_tax_cents: deposit.amountInclTaxCents },
    description: 'Prestation d’accompagnement Atelier, formule Essentiel — prix total 1 490,00 € TTC, facture de solde',
    amountExclTaxCents: b.exclTaxCents,
    vatCents: b.vatCents,
    amountInclTaxCents: b.inclTaxCents,
    ...overrides,
  } as InvoiceRow;
}
