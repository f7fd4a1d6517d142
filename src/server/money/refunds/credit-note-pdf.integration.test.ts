/** The credit note PDF (decision 024): its own number, the invoice it credits, the amounts, the legal identity. */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import type { CreditNoteRow } from './serialize-credit-note.ts';

const seller = { name: 'Atelier SAS', legal_form: 'SAS', address: '12 rue des Artisans, 75011 Paris', siren: '732829320', rcs: 'RCS Paris', vat_number: 'FR44732829320', vat_exempt: false, vat_rate_bp: 2000, email: null, configured: true };

function note(overrides: Partial<CreditNoteRow> = {}): CreditNoteRow {
  return {
    id: '00000000-0000-4000-8000-000000000011',
    number: 'A-2027-000003',
    year: 2027,
    seq: 3,
    invoiceId: '00000000-0000-4000-8000-000000000001',
    invoiceNumber: 'F-2027-000042',
    refundId: '00000000-0000-4000-8000-000000000012',
    applicationId: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-000000000003',
    issuedOn: '2027-02-03',
    issuedAt: new Date('2027-02-03T10:00:00Z'),
    seller,
    buyer: { name: 'Inès Moreau', brand: 'Fil & Laine', email: 'ines@example.com' },
    formula: 'essentiel',
    description: 'Remboursement partiel du solde de la formule Essentiel — avoir sur la facture F-2027-000042',
    reason: 'Deux séances non réalisées',
    amountExclTaxCents: 16_667,
    vatRateBp: 2000,
    vatCents: 3_333,
    amountInclTaxCents: 20_000,
    vatRegime: null,
    currency: 'EUR',
    paymentProvider: 'stripe',
    refundReference: 're_123',
    lang: 'fr',
    createdAt: new Date(),
    ...overrides,
  };
}

async function text(row: CreditNoteRow): Promise<string> {
  const bytes = await renderCreditNotePdf(row, '2027-01-15');
  const { text: raw } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return raw.replace(/\s+/g, ' ');
}

describe('renderCreditNotePdf', () => {
  it('names itself, the invoice it credits and its date, the amounts and the refund', async () => {
    const t = await text(note());
    for (const piece of ['FACTURE D’AVOIR', 'N° A-2027-000003', 'Date d’émission : 3 février 2027', 'Facture d’origine : F-2027-000042', 'du 15 janvier 2027', 'SIREN 732 829 320 — RCS Paris', 'Inès Moreau', 'Total HT de l’avoir 166,67 €', 'TVA 20 % 33,33 €', 'Total TTC de l’avoir 200,00 €', 'Référence du remboursement : re_123', 'Motif : Deux séances non réalisées']) {
      expect(t, piece).toContain(piece);
    }
    expect(t).not.toContain('REMBOURSEMENT DE TEST');
  });

  it('says "TVA non applicable" for an exempt invoice and warns on a sandbox refund', async () => {
    const t = await text(note({ vatRateBp: null, vatCents: 0, amountExclTaxCents: 20_000, paymentProvider: 'test' }));
    expect(t).toContain('TVA non applicable, art. 293 B du CGI');
    expect(t).toContain('REMBOURSEMENT DE TEST');
  });
});
