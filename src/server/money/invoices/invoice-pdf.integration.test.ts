import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { balanceAmounts } from './issue-final-invoice.ts';
import { splitTax } from './invoice-amounts.ts';
import type { InvoiceRow } from './serialize-invoice.ts';

const seller = {
  name: 'Atelier SAS',
  legal_form: 'SAS au capital de 10 000 €',
  address: '12 rue des Artisans, 75011 Paris',
  siren: '732829320',
  rcs: 'RCS Paris',
  vat_number: 'FR44732829320',
  vat_exempt: false,
  vat_rate_bp: 2000,
  email: 'factures@atelier.example',
  configured: true,
};

function invoice(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  const amounts = splitTax(14_900, { exempt: false, rateBp: 2000 });
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'F-2027-000042',
    year: 2027,
    seq: 42,
    applicationId: '00000000-0000-4000-8000-000000000002',
    userId: '00000000-0000-4000-8000-000000000003',
    issuedOn: '2027-01-01',
    issuedAt: new Date('2026-12-31T23:00:00Z'),
    kind: 'acompte',
    deduction: null,
    serviceStart: null,
    serviceEnd: null,
    seller,
    buyer: { name: 'Inès Moreau', brand: 'Fil & Laine', email: 'ines@example.com', city: 'Lyon' },
    formula: 'essentiel',
    formulaPriceCents: 149_000,
    description: 'Acompte de 10 % sur la formule Essentiel',
    amountExclTaxCents: amounts.exclTaxCents,
    vatRateBp: amounts.vatRateBp,
    vatCents: amounts.vatCents,
    amountInclTaxCents: amounts.inclTaxCents,
    vatRegime: null,
    currency: 'EUR',
    paymentProvider: 'stripe',
    paymentReference: 'cs_test_abc',
    lang: 'fr',
    createdAt: new Date(),
    ...overrides,
  };
}

async function text(row: InvoiceRow): Promise<string> {
  const bytes = await renderInvoicePdf(row);
  const { text: raw } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(raw).not.toContain('\u0000');
  return raw.replace(/\s+/g, ' ');
}

describe('renderInvoicePdf', () => {
  it('prints the seller’s full legal identity and the buyer', async () => {
    const t = await text(invoice());
    for (const piece of ['Atelier SAS', 'SAS au capital de 10 000 €', '12 rue des Artisans, 75011 Paris', 'SIREN 732 829 320 — RCS Paris', 'N° de TVA intracommunautaire : FR44732829320', 'Contact : factures@atelier.example', 'Inès Moreau', 'Marque : Fil & Laine', 'ines@example.com', 'Lyon', 'N° F-2027-000042', 'Date d’émission : 1 janvier 2027', 'carte bancaire (paiement en ligne Stripe)']) {
      expect(t, piece).toContain(piece);
    }
    expect(t).not.toContain('PAIEMENT DE TEST');
    expect(t).not.toContain('non configuré');
  });

  it('prints the buyer’s postal address given with the application (street, postal code and city, country)', async () => {
    const address = { street: '4 chemin des Tisserands', postal_code: '1003', city: 'Lausanne', country: 'CH' };
    const t = await text(invoice({ buyer: { name: 'Inès Moreau', brand: 'Fil & Laine', email: 'ines@example.com', city: 'Lausanne', address } }));
    expect(t).toMatch(/Facturé à Inès Moreau Marque : Fil & Laine 4 chemin des Tisserands 1003 Lausanne Suisse ines@example\.com/);
  });

  it('says "TVA non applicable, art. 293 B du CGI" for a VAT-exempt seller', async () => {
    const t = await text(invoice({ seller: { ...seller, vat_exempt: true, vat_number: null }, amountExclTaxCents: 14_900, vatCents: 0, vatRateBp: null }));
    expect(t).toContain('TVA non applicable, art. 293 B du CGI');
    expect(t).toContain('Total HT 149,00 €');
    expect(t).toContain('Total TTC 149,00 €');
    expect(t).not.toContain('TVA 20 %');
  });

  it('marks an unconfigured seller as a development document', async () => {
    const t = await text(invoice({ seller: { ...seller, configured: false, siren: null } }));
    expect(t).toContain('Identité du vendeur non configurée');
    expect(t).toContain('SIREN non configuré');
  });

  it('reads the same each time it is produced (bytes differ only by pdfkit’s random ids)', async () => {
    expect(await text(invoice())).toBe(await text(invoice()));
  });

  it('prints a final invoice: the full price, the deposit invoice deducted by number, the balance paid', async () => {
    const deposit = invoice();
    const amounts = balanceAmounts(149_000, deposit, 'fr', { vat_rate_bp: 2000 });
    const t = await text(
      invoice({
        number: 'F-2027-000050',
        seq: 50,
        kind: 'solde',
        deduction: { invoice_id: deposit.id, number: 'F-2027-000042', issued_on: '2027-01-01', excl_tax_cents: deposit.amountExclTaxCents, vat_cents: deposit.vatCents, incl_tax_cents: 14_900 },
        serviceStart: '2027-01-01',
        serviceEnd: '2027-12-31',
        description: 'Formule Essentiel (accompagnement Atelier), prix total 1 490,00 € TTC — facture de solde',
        amountExclTaxCents: amounts.exclTaxCents,
        vatCents: amounts.vatCents,
        amountInclTaxCents: amounts.inclTaxCents,
      }),
    );
    expect(amounts.exclTaxCents + deposit.amountExclTaxCents).toBe(124_167);
    expect(amounts.inclTaxCents).toBe(134_100);
    for (const piece of ['FACTURE DE SOLDE', 'N° F-2027-000050', 'Total HT de la formule 1 241,67 €', 'Total TTC de la formule 1 490,00 €', 'facture F-2027-000042 du 1 janvier 2027', '− 149,00 €', 'Solde TTC 1 341,00 €', 'Reste à payer 0,00 €', 'Facture acquittée', 'Période de la prestation : du 1 janvier 2027 au 31 décembre 2027']) {
      expect(t.replace(/\u202f/g, ' '), piece).toContain(piece);
    }
    expect(t).not.toContain('Cet acompte sera déduit');
  });
});
