/**
 * VAT at the time of payment (decision 048): the seller's VAT changes between a deposit and its
 * balance (franchise → VAT, VAT → franchise, 20 % → 10 %). The final invoice, issued through the
 * real confirmation on a real database, takes the regime and rate in force when the balance is
 * paid, deducts the deposit at the deposit's own, keeps the price promised including VAT, and its
 * Factur-X carries a breakdown per category and rate that passes the official rules. A credit
 * note of such a final invoice credits the balance at the final invoice's own VAT. A
 * reverse-charge buyer is not affected by the seller's change.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { creditNotes, invoices } from '#db/schema.ts';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { newApplication } from '../support/application-fixtures.ts';
import { insertUser } from '../support/impact-fixtures.ts';
import { ciiTotals, facturXml, pdfText, validateFacturX } from '../support/factur-x.ts';
import { reloadEnv } from '#src/env.ts';
import { startFakeVies, type FakeVies } from '../support/fake-vies.ts';
import type { Database } from '#server/platform/db/client.ts';
import { confirmPayment } from '#server/money/payment/confirm-payment.ts';
import { requestBalance } from '#server/money/payment/request-balance.ts';
import { confirmBalance } from '#server/money/payment/confirm-balance.ts';
import { createTestProvider } from '#server/money/payment/test-provider.ts';
import { refundInvoice } from '#server/money/refunds/refund-invoice.ts';
import { renderInvoicePdf } from '#server/money/invoices/invoice-pdf.ts';
import { renderCreditNotePdf } from '#server/money/refunds/credit-note-pdf.ts';
import type { InvoiceRow } from '#server/money/invoices/serialize-invoice.ts';

const SELLER = {
  SELLER_NAME: 'Atelier SAS',
  SELLER_ADDRESS: '12 rue des Artisans, 75011 Paris',
  SELLER_SIREN: '732829320',
  SELLER_EMAIL: 'factures@atelier.example',
};
const VAT_NUMBER = 'FR44732829320';
const touched = [...Object.keys(SELLER), 'SELLER_VAT_EXEMPT', 'SELLER_VAT_NUMBER', 'SELLER_VAT_RATE_PERCENT', 'VIES_URL'];
const saved = Object.fromEntries(touched.map((k) => [k, process.env[k]]));

/** The seller's settings from now on, as a restart with new settings would read them. */
function sellerIs(vat: { exempt: boolean; vatNumber?: string; ratePercent?: number }) {
  Object.assign(process.env, SELLER, { SELLER_VAT_EXEMPT: String(vat.exempt), SELLER_VAT_RATE_PERCENT: String(vat.ratePercent ?? 20) });
  if (vat.vatNumber) process.env.SELLER_VAT_NUMBER = vat.vatNumber;
  else delete process.env.SELLER_VAT_NUMBER;
  reloadEnv();
}

let db: Database;
let staffId: string;
// The reverse charge needs a number VIES confirmed (decision 049): a local fake answers.
let vies: FakeVies;
const provider = createTestProvider();
const RUN = Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  db = await testDb();
  staffId = (await insertUser(db, { role: 'admin' })).id;
  vies = await startFakeVies();
});
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
});
afterAll(async () => {
  await vies?.close();
  await closeDatabase();
});

const invoiceOf = async (applicationId: string, kind: 'acompte' | 'solde') =>
  (await db.select().from(invoices).where(and(eq(invoices.applicationId, applicationId), eq(invoices.kind, kind))))[0]!;

/**
 * A deposit paid under `before`, its balance requested, then paid under `after` (in 2077, a year
 * of its own in the shared database). Returns both invoices.
 */
async function depositThenBalance(name: string, before: Parameters<typeof sellerIs>[0], after: Parameters<typeof sellerIs>[0], body: Record<string, unknown> = {}) {
  sellerIs(before);
  const { application } = await newApplication(db, body);
  await confirmPayment(db, { candidatureId: application.id, reference: `test_${name}_dep_${RUN}`, userId: null }, { provider, kick: false, now: new Date('2077-01-04T09:00:00Z') });
  await requestBalance(db, { candidatureId: application.id, staffId }, { kick: false, now: new Date('2077-04-01T09:00:00Z') });
  sellerIs(after);
  await confirmBalance(db, { candidatureId: application.id, reference: `test_${name}_bal_${RUN}`, userId: null }, { provider, kick: false, now: new Date('2077-05-20T09:00:00Z') });
  return { deposit: await invoiceOf(application.id, 'acompte'), final: await invoiceOf(application.id, 'solde') };
}

/** The PDF, after the official rules passed on its embedded XML. */
async function checked(pdf: Buffer) {
  const verdict = validateFacturX(pdf);
  expect(verdict.fatal, verdict.output).toBe(0);
  return { xml: facturXml(pdf), text: pdfText(pdf).replace(/\u202f/g, ' ') };
}

/** Each VAT breakdown of the header (BG-23): category, rate, basis and VAT in cents. */
function breakdowns(xml: string) {
  const settlement = xml.slice(xml.indexOf('<ram:ApplicableHeaderTradeSettlement>'));
  return [...settlement.matchAll(/<ram:ApplicableTradeTax><ram:CalculatedAmount>(-?[\d.]+)<\/ram:CalculatedAmount>.*?<ram:BasisAmount>(-?[\d.]+)<\/ram:BasisAmount><ram:CategoryCode>(\w+)<\/ram:CategoryCode>.*?<ram:RateApplicablePercent>([\d.]+)<\/ram:RateApplicablePercent><\/ram:ApplicableTradeTax>/g)].map(
    ([, vat, basis, category, rate]) => ({ category, rate: Number(rate), basis: Math.round(Number(basis) * 100), vat: Math.round(Number(vat) * 100) }),
  );
}

const amounts = (row: InvoiceRow) => ({ regime: row.vatRegime, rate: row.vatRateBp, excl: row.amountExclTaxCents, vat: row.vatCents, incl: row.amountInclTaxCents });

// Each case renders PDFs and runs the official validator (a large stylesheet): slow on a busy machine.
describe('VAT at the time of payment', { timeout: 180_000 }, () => {
  it('franchise → VAT: the balance carries 20 % inside the promised price, the deposit is deducted exempt; its credit note is at 20 %', async () => {
    const { deposit, final } = await depositThenBalance('fr2vat', { exempt: true }, { exempt: false, vatNumber: VAT_NUMBER });
    expect(amounts(deposit)).toEqual({ regime: 'franchise', rate: null, excl: 14_900, vat: 0, incl: 14_900 });
    // 1 341 € paid, as promised: 1 117,50 € HT + 223,50 € of VAT (the seller's HT falls).
    expect(amounts(final)).toEqual({ regime: 'fr', rate: 2000, excl: 111_750, vat: 22_350, incl: 134_100 });
    expect(final.deduction).toMatchObject({ number: deposit.number, vat_regime: 'franchise', vat_rate_bp: null, excl_tax_cents: 14_900, vat_cents: 0 });
    expect(final.description).toMatch(/prix total 1\s490,00\s€ TTC/);

    const { xml, text } = await checked(await renderInvoicePdf(final));
    expect(breakdowns(xml)).toEqual([
      { category: 'E', rate: 0, basis: 0, vat: 0 },
      { category: 'S', rate: 20, basis: 111_750, vat: 22_350 },
    ]);
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-FR-FRANCHISE</ram:ExemptionReasonCode>');
    expect(xml).toContain(`<ram:Content>Acompte (facture ${deposit.number})\u202f: TVA non applicable, art. 293 B du CGI</ram:Content><ram:SubjectCode>TXD</ram:SubjectCode>`);
    expect(xml.match(/<ram:SubjectCode>TXD<\/ram:SubjectCode>/g)).toHaveLength(1);
    expect(xml).toContain(`<ram:ID schemeID="VA">${VAT_NUMBER}</ram:ID>`);
    expect(ciiTotals(xml)).toMatchObject({ exclTax: 111_750, vat: 22_350, inclTax: 134_100, due: 0 });
    for (const piece of [
      'Total HT de la formule 1 266,50 €',
      'TVA de la formule 223,50 €',
      'Total TTC de la formule 1 490,00 €',
      'Solde TVA 20 % 223,50 €',
      'Solde TTC 1 341,00 €',
      'Récapitulatif de la TVA',
      `Acompte (facture ${deposit.number}) : TVA non applicable, art. 293 B du CGI`,
    ]) {
      expect(text, piece).toContain(piece);
    }

    const refund = await refundInvoice(db, { invoiceNumber: final.number, staffId, idempotencyKey: `fr2vat-${RUN}`, amountCents: 12_000, reason: 'Une séance non réalisée' }, { provider, kick: false, now: new Date('2077-06-01T09:00:00Z') });
    const [note] = await db.select().from(creditNotes).where(eq(creditNotes.number, refund.body.credit_note.number));
    expect({ regime: note!.vatRegime, rate: note!.vatRateBp, excl: note!.amountExclTaxCents, vat: note!.vatCents, incl: note!.amountInclTaxCents }).toEqual({ regime: 'fr', rate: 2000, excl: 10_000, vat: 2_000, incl: 12_000 });
    const credit = await checked(await renderCreditNotePdf(note!, final.issuedOn));
    expect(breakdowns(credit.xml)).toEqual([{ category: 'S', rate: 20, basis: 10_000, vat: 2_000 }]);
  });

  it('VAT → franchise: the balance is exempt, the deposit is deducted with its 20 % VAT', async () => {
    const { deposit, final } = await depositThenBalance('vat2fr', { exempt: false, vatNumber: VAT_NUMBER }, { exempt: true, vatNumber: VAT_NUMBER });
    expect(amounts(deposit)).toEqual({ regime: 'fr', rate: 2000, excl: 12_417, vat: 2_483, incl: 14_900 });
    expect(amounts(final)).toEqual({ regime: 'franchise', rate: null, excl: 134_100, vat: 0, incl: 134_100 });

    const { xml, text } = await checked(await renderInvoicePdf(final));
    expect(breakdowns(xml)).toEqual([
      { category: 'S', rate: 20, basis: 0, vat: 0 },
      { category: 'E', rate: 0, basis: 134_100, vat: 0 },
    ]);
    expect(xml).toContain('<ram:Content>Solde\u202f: TVA non applicable, art. 293 B du CGI</ram:Content>');
    expect(ciiTotals(xml)).toMatchObject({ exclTax: 134_100, vat: 0, inclTax: 134_100, due: 0 });
    for (const piece of ['Déduction de l’acompte (TVA 20 %) − 24,83 €', 'Solde TVA 0,00 €', 'Solde TTC 1 341,00 €', 'Solde : TVA non applicable, art. 293 B du CGI']) {
      expect(text, piece).toContain(piece);
    }
  });

  it('VAT → franchise with the VAT number unset: the final invoice keeps the one its deposit was billed under (BR-S-02)', async () => {
    const { final } = await depositThenBalance('vat2frnonum', { exempt: false, vatNumber: VAT_NUMBER }, { exempt: true });
    expect(final.seller).toMatchObject({ vat_exempt: true, vat_number: VAT_NUMBER });
    const { xml } = await checked(await renderInvoicePdf(final));
    expect(xml).toContain(`<ram:ID schemeID="VA">${VAT_NUMBER}</ram:ID>`);
  });

  it('20 % → 10 %: the balance at 10 %, the deposit deducted at 20 %, two S breakdowns', async () => {
    const { deposit, final } = await depositThenBalance('20to10', { exempt: false, vatNumber: VAT_NUMBER }, { exempt: false, vatNumber: VAT_NUMBER, ratePercent: 10 });
    expect(amounts(deposit)).toMatchObject({ rate: 2000, vat: 2_483 });
    // 1 341 € / 1,10: 1 219,09 € HT + 121,91 €.
    expect(amounts(final)).toEqual({ regime: 'fr', rate: 1000, excl: 121_909, vat: 12_191, incl: 134_100 });
    const { xml, text } = await checked(await renderInvoicePdf(final));
    expect(breakdowns(xml)).toEqual([
      { category: 'S', rate: 20, basis: 0, vat: 0 },
      { category: 'S', rate: 10, basis: 121_909, vat: 12_191 },
    ]);
    expect(xml.match(/<ram:DueDateTypeCode>72<\/ram:DueDateTypeCode>/g)).toHaveLength(2);
    for (const piece of ['Solde TVA 10 % 121,91 €', 'Déduction de l’acompte (TVA 20 %) − 24,83 €', 'TVA de la formule 146,74 €']) {
      expect(text, piece).toContain(piece);
    }
  });

  it('the same VAT at both ends: one breakdown, the price’s split minus the deposit’s (decision 024), no summary', async () => {
    const { final } = await depositThenBalance('same', { exempt: false, vatNumber: VAT_NUMBER }, { exempt: false, vatNumber: VAT_NUMBER });
    expect(amounts(final)).toEqual({ regime: 'fr', rate: 2000, excl: 124_167 - 12_417, vat: 24_833 - 2_483, incl: 134_100 });
    const { xml, text } = await checked(await renderInvoicePdf(final));
    expect(breakdowns(xml)).toEqual([{ category: 'S', rate: 20, basis: 111_750, vat: 22_350 }]);
    expect(text).not.toContain('Récapitulatif de la TVA');
  });

  it('a reverse-charge buyer is not affected: the seller entering the franchise leaves its balance in AE, price excluding VAT', async () => {
    process.env.VIES_URL = vies.url;
    const business = { billing_address: { street: 'Webergasse 4', postal_code: '10115', city: 'Berlin', country: 'DE' }, buyer_business: { name: 'Weber Keramik GmbH', vat_number: 'DE136695976' } };
    const { deposit, final } = await depositThenBalance('rc', { exempt: false, vatNumber: VAT_NUMBER }, { exempt: true, vatNumber: VAT_NUMBER }, business);
    expect(amounts(deposit)).toEqual({ regime: 'reverse_charge', rate: null, excl: 12_417, vat: 0, incl: 12_417 });
    expect(amounts(final)).toEqual({ regime: 'reverse_charge', rate: null, excl: 124_167 - 12_417, vat: 0, incl: 124_167 - 12_417 });
    const { xml, text } = await checked(await renderInvoicePdf(final));
    expect(breakdowns(xml)).toEqual([{ category: 'AE', rate: 0, basis: 111_750, vat: 0 }]);
    expect(text).toContain('Autoliquidation');
    expect(text).not.toContain('293 B');
  });
});
