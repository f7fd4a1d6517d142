/**
 * Every kind of issued document, under each VAT regime, is a Factur-X that passes both rule sets
 * a French e-invoice must pass, from the vendored validators (decisions 036, 047): EN 16931 and
 * the French BR-FR rules, 0 fatal each. Deposit invoice, final invoice, credit notes (full, partial)
 * on either; then what each regime and kind puts in the XML and on the page.
 * It renders real PDFs and runs the two stylesheets in-process (tools/validators/).
 */
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '#server/money/invoices/invoice-pdf.ts';
import { renderCreditNotePdf } from '#server/money/refunds/credit-note-pdf.ts';
import { VAT_REGIMES, type VatRegime } from '#server/money/einvoice/vat-regime.ts';
import { ciiTotals, emptyElements, facturXml, pdfText, validateFacturX } from '../support/factur-x.ts';
import { creditNote, depositInvoice, finalInvoice } from '../support/factur-x-fixtures.ts';

const KINDS = {
  deposit: (regime: VatRegime) => renderInvoicePdf(depositInvoice(regime)),
  final: (regime: VatRegime) => renderInvoicePdf(finalInvoice(depositInvoice(regime))),
  'full credit note on the deposit': (regime: VatRegime) => renderCreditNotePdf(creditNote(depositInvoice(regime)), '2027-01-04'),
  'partial credit note on the final invoice': (regime: VatRegime) => renderCreditNotePdf(creditNote(finalInvoice(depositInvoice(regime)), 20_000), '2027-05-20'),
} as const;

async function valid(pdf: Buffer) {
  const verdict = validateFacturX(pdf);
  expect(verdict.en16931.fatal, verdict.output).toBe(0);
  expect(verdict.brFr.fatal, verdict.output).toBe(0);
  return { xml: facturXml(pdf), text: pdfText(pdf), verdict };
}

// Rendering and two stylesheets per document: seconds each on a busy machine.
describe('every document kind, every VAT regime: 0 fatal under EN 16931 and BR-FR', { timeout: 120_000 }, () => {
  for (const regime of VAT_REGIMES) {
    for (const [kind, render] of Object.entries(KINDS)) {
      it(`${regime}: ${kind}`, async () => {
        const { xml, verdict } = await valid(await render(regime));
        // no warning either (an empty delivery element was PEPPOL-EN16931-R008)
        expect(verdict.en16931.warnings, verdict.output).toBe(0);
        expect(verdict.brFr.warnings, verdict.output).toBe(0);
        expect(emptyElements(xml)).toEqual([]);
      });
    }
  }
});

describe('what the French rules ask of each kind (decision 047)', { timeout: 120_000 }, () => {
  it('a deposit invoice: already paid (S2), due the day it was paid, the payment-terms notes', async () => {
    const { xml, text } = await valid(await renderInvoicePdf(depositInvoice('fr')));
    expect(xml).toContain('<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>S2</ram:ID>');
    expect(xml).toContain('<ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20270104</udt:DateTimeString>');
    for (const subject of ['AAB', 'PMD', 'PMT']) expect(xml).toContain(`<ram:SubjectCode>${subject}</ram:SubjectCode>`);
    expect(text).toContain('Date d’échéance : 4 janvier 2027');
    expect(ciiTotals(xml).due).toBe(0);
  });

  it('a final invoice: the definitive invoice after a deposit (S4), referencing it, due the day of the balance', async () => {
    const { xml, text } = await valid(await renderInvoicePdf(finalInvoice(depositInvoice('fr'))));
    expect(xml).toContain('<ram:ID>S4</ram:ID>');
    expect(xml).toContain('<ram:IssuerAssignedID>F-2027-000042</ram:IssuerAssignedID>');
    expect(xml).toContain('<ram:DueDateDateTime><udt:DateTimeString format="102">20270520</udt:DateTimeString>');
    expect(text).toContain('Date d’échéance : 20 mai 2027');
  });

  it('a credit note: already refunded (S2), due the day of the refund, and the invoice’s payment-terms mentions on the page as in the XML', async () => {
    const { xml, text } = await valid(await renderCreditNotePdf(creditNote(finalInvoice(depositInvoice('fr')), 20_000), '2027-05-20'));
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain('<ram:ID>S2</ram:ID>');
    expect(xml).toContain('<ram:DueDateDateTime><udt:DateTimeString format="102">20270601</udt:DateTimeString>');
    for (const subject of ['AAB', 'PMD', 'PMT']) expect(xml).toContain(`<ram:SubjectCode>${subject}</ram:SubjectCode>`);
    expect(text).toContain('Date d’échéance (remboursement) : 1 juin 2027');
    expect(text).toContain('Pas d’escompte pour paiement anticipé.');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    // printed once, in the footer, not among the tax mentions too
    expect(text.match(/Pas d’escompte/g)).toHaveLength(1);
    expect(ciiTotals(xml)).toMatchObject({ inclTax: 20_000, due: 0 });
  });

  it('finds an empty element, as PEPPOL-EN16931-R008 would', () => {
    expect(emptyElements('<a><ram:B/><ram:C x="1"></ram:C><ram:D> </ram:D><ram:E>1</ram:E></a>')).toEqual(['ram:B', 'ram:C', 'ram:D']);
  });

  it('the service is delivered to the buyer: BG-13 names the buyer and its country, never an empty element', async () => {
    const { xml } = await valid(await renderInvoicePdf(depositInvoice('reverse_charge')));
    expect(xml).toContain('<ram:ApplicableHeaderTradeDelivery><ram:ShipToTradeParty><ram:Name>Weber Keramik GmbH</ram:Name>');
    expect(xml).toMatch(/<ram:ShipToTradeParty>.*<ram:CountryID>DE<\/ram:CountryID>.*<\/ram:ShipToTradeParty>/);
  });
});

describe('Factur-X by VAT regime (decision 036)', { timeout: 120_000 }, () => {
  it('French VAT, a French business: category S at 20 %, the buyer’s SIREN in the XML and on the page', async () => {
    const { xml, text } = await valid(await renderInvoicePdf(depositInvoice('fr')));
    expect(xml).toMatch(/<ram:CategoryCode>S<\/ram:CategoryCode><ram:DueDateTypeCode>72<\/ram:DueDateTypeCode><ram:RateApplicablePercent>20<\/ram:RateApplicablePercent>/);
    expect(xml).toContain('<ram:ID schemeID="0002">552100554</ram:ID>');
    expect(text).toContain('Fil & Laine SARL SIREN 552 100 554 À l’attention d’Inès Moreau');
    expect(ciiTotals(xml)).toMatchObject({ exclTax: 12_417, vat: 2_483, inclTax: 14_900 });
  });

  it('an EU business: reverse charge (AE), the buyer’s VAT number, the price excluding VAT, the mention; its balance and credit note too', async () => {
    const dep = depositInvoice('reverse_charge');
    expect(dep.amountInclTaxCents).toBe(12_417); // 10 % of 1 241,67 € HT
    const { xml, text } = await valid(await renderInvoicePdf(dep));
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode><ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(text).toContain('Autoliquidation : TVA due par le preneur (art. 259-1 du CGI, art. 196 de la directive 2006/112/CE)');
    expect(text).toContain('N° de TVA : DE123456789');
    expect(ciiTotals(xml)).toMatchObject({ exclTax: 12_417, vat: 0, inclTax: 12_417 });
    const balance = await valid(await renderInvoicePdf(finalInvoice(dep)));
    expect(ciiTotals(balance.xml)).toMatchObject({ exclTax: 124_167 - 12_417, vat: 0 });
    const note = await valid(await renderCreditNotePdf(creditNote(finalInvoice(dep), 20_000), '2027-05-20'));
    expect(note.xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(note.text).toContain('Autoliquidation');
  });

  it('a business outside the EU: out of scope (O, art. 259-1 CGI), no VAT numbers in the XML (BR-O-02)', async () => {
    const { xml, text } = await valid(await renderInvoicePdf(depositInvoice('out_of_scope')));
    expect(xml).toContain('<ram:CategoryCode>O</ram:CategoryCode><ram:ExemptionReasonCode>VATEX-EU-O</ram:ExemptionReasonCode>');
    expect(xml).not.toContain('schemeID="VA"');
    expect(text).toContain('TVA non applicable, art. 259-1 du CGI');
  });

  it('a seller under the franchise: exempt (E), the art. 293 B mention, its SIREN as tax registration', async () => {
    const { xml, text } = await valid(await renderInvoicePdf(depositInvoice('franchise')));
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
    expect(xml).toContain('<ram:ID schemeID="FC">732829320</ram:ID>');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
  });
});
