/**
 * The Factur-X of each VAT regime (decision 036) passes the official EN 16931 rules, with the
 * category, exemption reason and parties each regime asks for, and prints its mention.
 */
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { renderCreditNotePdf } from '../refunds/credit-note-pdf.ts';
import { balanceAmounts } from '../invoices/issue-final-invoice.ts';
import type { InvoiceRow } from '../invoices/serialize-invoice.ts';
import type { CreditNoteRow } from '../refunds/serialize-credit-note.ts';
import { ciiTotals, facturXml, pdfText, validateFacturX } from '../../../tests/support/factur-x.ts';
import { priceForRegime, splitForRegime, type VatRegime } from './vat-regime.ts';
import { depositCents } from '../applications/deposit.ts';
import type { BuyerSnapshot } from './en16931-document.ts';

const seller = {
  name: 'Atelier SAS',
  legal_form: 'SAS au capital de 10 000 €',
  address: '12 rue des Artisans, 75011 Paris',
  siren: '732829320',
  rcs: 'RCS Paris',
  vat_number: 'FR44732829320' as string | null,
  vat_exempt: false,
  vat_rate_bp: 2000,
  vat_on_debits: false,
  email: 'factures@atelier.example',
  configured: true,
};

const BUYERS: Record<VatRegime, BuyerSnapshot> = {
  fr: { name: 'Inès Moreau', email: 'ines@example.com', address: { street: '3 rue Neuve', postal_code: '69001', city: 'Lyon', country: 'FR' }, business: { name: 'Fil & Laine SARL', siren: '552100554' } },
  franchise: { name: 'Inès Moreau', brand: 'Fil & Laine', email: 'ines@example.com', address: { street: '3 rue Neuve', postal_code: '69001', city: 'Lyon', country: 'FR' } },
  reverse_charge: { name: 'Jonas Weber', email: 'jonas@example.de', address: { street: 'Webergasse 4', postal_code: '10115', city: 'Berlin', country: 'DE' }, business: { name: 'Weber Keramik GmbH', vat_number: 'DE123456789' } },
  out_of_scope: { name: 'Léa Favre', email: 'lea@example.ch', address: { street: 'Rue du Lac 8', postal_code: '1003', city: 'Lausanne', country: 'CH' }, business: { name: 'Favre Textiles Sàrl', vat_number: 'CHE123456789' } },
};

function deposit(regime: VatRegime): InvoiceRow {
  const s = regime === 'franchise' ? { ...seller, vat_exempt: true, vat_number: null } : seller;
  const price = priceForRegime(149_000, regime, s);
  const split = splitForRegime(depositCents(price), regime, s);
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
    seller: s,
    buyer: BUYERS[regime] as Record<string, unknown>,
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
    createdAt: new Date(),
  };
}

function final(dep: InvoiceRow): InvoiceRow {
  const b = balanceAmounts(dep.formulaPriceCents, dep, { exempt: false, rateBp: 2000 });
  return {
    ...dep,
    id: '00000000-0000-4000-8000-000000000009',
    number: 'F-2027-000099',
    seq: 99,
    kind: 'solde',
    issuedOn: '2027-05-20',
    deduction: { invoice_id: dep.id, number: dep.number, issued_on: dep.issuedOn, excl_tax_cents: dep.amountExclTaxCents, vat_cents: dep.vatCents, incl_tax_cents: dep.amountInclTaxCents },
    description: 'Prestation d’accompagnement Atelier, formule Essentiel — facture de solde',
    amountExclTaxCents: b.exclTaxCents,
    vatCents: b.vatCents,
    amountInclTaxCents: b.inclTaxCents,
  };
}

function creditNote(invoice: InvoiceRow): CreditNoteRow {
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
    description: 'Remboursement partiel du solde — avoir sur la facture F-2027-000099',
    reason: 'Deux séances non réalisées',
    amountExclTaxCents: 20_000,
    vatRateBp: invoice.vatRateBp,
    vatCents: 0,
    amountInclTaxCents: 20_000,
    vatRegime: invoice.vatRegime,
    currency: 'EUR',
    paymentProvider: 'stripe',
    refundReference: 're_123',
    lang: 'fr',
    createdAt: new Date(),
  };
}

async function check(pdf: Buffer) {
  const verdict = validateFacturX(pdf);
  expect(verdict.fatal, verdict.output).toBe(0);
  return { xml: facturXml(pdf), text: pdfText(pdf) };
}

// Each case runs the official validator (a 5 MB stylesheet) once or more: minutes on a busy machine.
describe('Factur-X by VAT regime', { timeout: 120_000 }, () => {
  it('French VAT, a French business: category S at 20 %, the buyer’s SIREN in the XML and on the page', async () => {
    const { xml, text } = await check(await renderInvoicePdf(deposit('fr')));
    expect(xml).toMatch(/<ram:CategoryCode>S<\/ram:CategoryCode><ram:DueDateTypeCode>72<\/ram:DueDateTypeCode><ram:RateApplicablePercent>20<\/ram:RateApplicablePercent>/);
    expect(xml).toContain('<ram:ID schemeID="0002">552100554</ram:ID>');
    expect(text).toContain('Fil & Laine SARL SIREN 552 100 554 À l’attention de Inès Moreau');
    expect(ciiTotals(xml)).toMatchObject({ exclTax: 12_417, vat: 2_483, inclTax: 14_900 });
  });

  it('an EU business: reverse charge (AE), the buyer’s VAT number, the price excluding VAT, the mention; its balance and credit note too', async () => {
    const dep = deposit('reverse_charge');
    expect(dep.amountInclTaxCents).toBe(12_417); // 10 % of 1 241,67 € HT
    const { xml, text } = await check(await renderInvoicePdf(dep));
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode><ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(text).toContain('Autoliquidation : TVA due par le preneur (art. 259-1 du CGI, art. 196 de la directive 2006/112/CE)');
    expect(text).toContain('N° de TVA : DE123456789');
    expect(ciiTotals(xml)).toMatchObject({ exclTax: 12_417, vat: 0, inclTax: 12_417 });
    const balance = await check(await renderInvoicePdf(final(dep)));
    expect(ciiTotals(balance.xml)).toMatchObject({ exclTax: 124_167 - 12_417, vat: 0 });
    const note = await check(await renderCreditNotePdf(creditNote(final(dep)), '2027-05-20'));
    expect(note.xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(note.text).toContain('Autoliquidation');
  });

  it('a business outside the EU: out of scope (O, art. 259-1 CGI), no VAT numbers in the XML (BR-O-02)', async () => {
    const { xml, text } = await check(await renderInvoicePdf(deposit('out_of_scope')));
    expect(xml).toContain('<ram:CategoryCode>O</ram:CategoryCode><ram:ExemptionReasonCode>VATEX-EU-O</ram:ExemptionReasonCode>');
    expect(xml).not.toContain('schemeID="VA"');
    expect(text).toContain('TVA non applicable, art. 259-1 du CGI');
  });

  it('a seller under the franchise: exempt (E), the art. 293 B mention, its SIREN as tax registration', async () => {
    const { xml, text } = await check(await renderInvoicePdf(deposit('franchise')));
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(xml).toContain('<ram:ID schemeID="FC">732829320</ram:ID>');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
  });
});
