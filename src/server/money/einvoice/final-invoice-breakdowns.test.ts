/**
 * A final invoice's lines, VAT breakdowns and tax note (decisions 036, 048): one breakdown when
 * the deposit and the balance carry the same VAT; otherwise the service in two parts, the deposit
 * deducted at its own VAT, a breakdown per category and rate, and one TXD note (BR-FR-06) naming
 * the part each mention applies to.
 */
import { describe, expect, it } from 'vitest';
import { invoiceDocument, taxNotes, VAT_ON_DEBITS_MENTION } from './en16931-document.ts';
import type { InvoiceRow } from '../invoices/serialize-invoice.ts';
import type { SellerIdentity } from '../invoices/seller.ts';
import type { VatRegime } from './vat-regime.ts';

const seller = { name: 'Atelier SAS', vat_on_debits: false } as SellerIdentity;
const FRANCHISE = 'TVA non applicable, art. 293 B du CGI';

function final(own: { regime: VatRegime; rate: number | null; excl: number; vat: number }, deposit: { regime?: VatRegime; rate?: number | null; excl: number; vat: number }): InvoiceRow {
  return {
    number: 'F-2027-000099',
    issuedOn: '2027-05-20',
    kind: 'solde',
    seller,
    buyer: {},
    description: 'Prestation, facture de solde',
    paymentProvider: 'stripe',
    vatRegime: own.regime,
    vatRateBp: own.rate,
    amountExclTaxCents: own.excl,
    vatCents: own.vat,
    amountInclTaxCents: own.excl + own.vat,
    deduction: { number: 'F-2027-000042', issued_on: '2027-01-04', excl_tax_cents: deposit.excl, vat_cents: deposit.vat, incl_tax_cents: deposit.excl + deposit.vat, ...(deposit.regime ? { vat_regime: deposit.regime, vat_rate_bp: deposit.rate ?? null } : {}) },
  } as unknown as InvoiceRow;
}

const shape = (invoice: InvoiceRow) => {
  const e = invoiceDocument(invoice);
  return {
    lines: e.lines.map((l) => [l.quantity, l.unitPriceCents, l.tax.regime, l.tax.vatRateBp]),
    breakdowns: e.breakdowns.map((b) => [b.regime, b.vatRateBp, b.basisCents, b.vatCents]),
    txd: e.notes.filter((n) => n.subject === 'TXD').map((n) => n.text),
  };
};

describe('a final invoice as an EN 16931 document', () => {
  it.each([
    [
      'same VAT (20 %): the full service and the deduction, one breakdown',
      final({ regime: 'fr', rate: 2000, excl: 111_750, vat: 22_350 }, { regime: 'fr', rate: 2000, excl: 12_417, vat: 2_483 }),
      { lines: [[1, 124_167, 'fr', 2000], [-1, 12_417, 'fr', 2000]], breakdowns: [['fr', 2000, 111_750, 22_350]], txd: [] },
    ],
    [
      'issued before decision 048 (no deposit VAT stored): deducted at its own VAT',
      final({ regime: 'franchise', rate: null, excl: 134_100, vat: 0 }, { excl: 14_900, vat: 0 }),
      { lines: [[1, 149_000, 'franchise', null], [-1, 14_900, 'franchise', null]], breakdowns: [['franchise', null, 134_100, 0]], txd: [FRANCHISE] },
    ],
    [
      'franchise → 20 %',
      final({ regime: 'fr', rate: 2000, excl: 111_750, vat: 22_350 }, { regime: 'franchise', rate: null, excl: 14_900, vat: 0 }),
      {
        lines: [[1, 14_900, 'franchise', null], [1, 111_750, 'fr', 2000], [-1, 14_900, 'franchise', null]],
        breakdowns: [['franchise', null, 0, 0], ['fr', 2000, 111_750, 22_350]],
        txd: [`Acompte (facture F-2027-000042)\u202f: ${FRANCHISE}`],
      },
    ],
    [
      '20 % → franchise',
      final({ regime: 'franchise', rate: null, excl: 134_100, vat: 0 }, { regime: 'fr', rate: 2000, excl: 12_417, vat: 2_483 }),
      {
        lines: [[1, 12_417, 'fr', 2000], [1, 134_100, 'franchise', null], [-1, 12_417, 'fr', 2000]],
        breakdowns: [['fr', 2000, 0, 0], ['franchise', null, 134_100, 0]],
        txd: [`Solde\u202f: ${FRANCHISE}`],
      },
    ],
    [
      '20 % → 10 %: no mention, two rates',
      final({ regime: 'fr', rate: 1000, excl: 121_909, vat: 12_191 }, { regime: 'fr', rate: 2000, excl: 12_417, vat: 2_483 }),
      { lines: [[1, 12_417, 'fr', 2000], [1, 121_909, 'fr', 1000], [-1, 12_417, 'fr', 2000]], breakdowns: [['fr', 2000, 0, 0], ['fr', 1000, 121_909, 12_191]], txd: [] },
    ],
  ])('%s', (_name, invoice, expected) => {
    expect(shape(invoice)).toEqual(expected);
  });
});

describe('taxNotes', () => {
  const debits = { ...seller, vat_on_debits: true };
  it.each([
    ['French VAT', seller, 'fr', undefined, []],
    ['French VAT, option for debits', debits, 'fr', undefined, [VAT_ON_DEBITS_MENTION]],
    ['the franchise (no option: it has no VAT)', debits, 'franchise', undefined, [FRANCHISE]],
    ['franchise deposit, balance with VAT and the option: one TXD', debits, 'fr', { regime: 'franchise', number: 'F-1' }, [`Acompte (facture F-1)\u202f: ${FRANCHISE} — ${VAT_ON_DEBITS_MENTION}`]],
    ['deposit with VAT, balance under the franchise', seller, 'franchise', { regime: 'fr', number: 'F-1' }, [`Solde\u202f: ${FRANCHISE}`]],
  ] as const)('%s', (_name, s, regime, deposit, txd) => {
    const notes = taxNotes(s, regime, deposit);
    expect(notes[0]).toMatchObject({ subject: 'AAI' });
    expect(notes.filter((n) => n.subject === 'TXD').map((n) => n.text)).toEqual(txd);
  });
});
