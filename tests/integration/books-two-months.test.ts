/**
 * Books an accountant closes on (decision 060; issue 36, item 5): documents issued over two
 * consecutive months through the real payment, balance and refund paths (their `now`), on a
 * database of its own, some paid through the official `stripe` package against the local fake
 * Stripe (fees from balance transactions, a payout). Both monthly journals are exported and read
 * back together as an accounting tool imports them: no entry number used twice, every entry
 * balanced, deposits through 4191 and out again, revenue split by VAT regime, the company named
 * as the customer, and the CSV carrying the regime, country and tax ids.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices } from '#db/schema.ts';
import { scratchDatabase, type ScratchDatabase } from '../support/scratch-db.ts';
import { newApplication } from '../support/application-fixtures.ts';
import { insertUser } from '../support/impact-fixtures.ts';
import { startFakeVies, type FakeVies } from '../support/fake-vies.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { parseCsv } from '../support/csv.ts';
import { reloadEnv } from '#src/env.ts';
import type { Database } from '#server/platform/db/client.ts';
import type { PaymentProvider } from '#server/money/payment/payment-provider-types.ts';
import { confirmPayment } from '#server/money/payment/confirm-payment.ts';
import { requestBalance } from '#server/money/payment/request-balance.ts';
import { confirmBalance } from '#server/money/payment/confirm-balance.ts';
import { createTestProvider } from '#server/money/payment/test-provider.ts';
import { createStripeProvider } from '#server/money/payment/stripe-provider.ts';
import { recordPayout } from '#server/money/payment/record-stripe-books.ts';
import { refundInvoice } from '#server/money/refunds/refund-invoice.ts';
import { exportFec, fecFileName } from '#server/money/invoices/export-fec.ts';
import { exportInvoicesCsv } from '#server/money/invoices/export-invoices-csv.ts';

const SETTINGS: Record<string, string> = {
  SELLER_NAME: 'Atelier SAS',
  SELLER_ADDRESS: '12 rue des Artisans, 75011 Paris',
  SELLER_SIREN: '732829320',
  SELLER_VAT_NUMBER: 'FR44732829320',
  SELLER_EMAIL: 'factures@atelier.example',
  SELLER_VAT_EXEMPT: 'false',
  SELLER_VAT_RATE_PERCENT: '20',
};
const touched = [...Object.keys(SETTINGS), 'VIES_URL', 'ACCOUNTING_REVENUE_ACCOUNT', 'ACCOUNTING_REVENUE_ACCOUNT_FR'];
const saved = Object.fromEntries(touched.map((k) => [k, process.env[k]]));

let scratch: ScratchDatabase;
let db: Database;
let vies: FakeVies;
let fake: FakeStripe;
let stripe: PaymentProvider;
let staffId: string;
const sandbox = createTestProvider();

beforeAll(async () => {
  scratch = await scratchDatabase();
  db = scratch.db;
  vies = await startFakeVies();
  fake = await startFakeStripe();
  stripe = createStripeProvider({ secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiBase: fake.url });
  Object.assign(process.env, SETTINGS, { VIES_URL: vies.url });
  delete process.env.ACCOUNTING_REVENUE_ACCOUNT;
  delete process.env.ACCOUNTING_REVENUE_ACCOUNT_FR;
  reloadEnv();
  staffId = (await insertUser(db, { role: 'admin' })).id;
}, 60_000);
afterEach(() => reloadEnv());
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
  await fake?.close();
  await vies?.close();
  await scratch?.close();
});

const at = (day: string) => new Date(`${day}T10:00:00Z`);
const berlin = { street: 'Webergasse 4', postal_code: '10115', city: 'Berlin', country: 'DE' };
const lausanne = { street: 'Rue du Lac 8', postal_code: '1003', city: 'Lausanne', country: 'CH' };

/** A reference `provider` counts as paid for this application and amount. */
function paidReference(provider: PaymentProvider, applicationId: string, amount: number, purpose: 'acompte' | 'solde', tag: string) {
  if (provider.name === 'test') return `test_${tag}_${purpose}`;
  const session = fake.addSession({ amount_total: amount, metadata: { candidature_id: applicationId, purpose } });
  return fake.pay(session.id).id;
}

/** An application whose deposit is paid on `day`. */
async function deposit(tag: string, body: Record<string, unknown>, provider: PaymentProvider, day: string) {
  const { application } = await newApplication(db, body);
  const paid = await confirmPayment(
    db,
    { candidatureId: application.id, reference: paidReference(provider, application.id, application.deposit_cents, 'acompte', tag), userId: null },
    { provider, kick: false, now: at(day) },
  );
  return { tag, provider, id: application.id, deposit: paid.invoice_number, final: '' };
}

/** Its balance requested and paid on `day`. */
async function balance(member: Awaited<ReturnType<typeof deposit>>, day: string) {
  const requested = await requestBalance(db, { candidatureId: member.id, staffId }, { kick: false, now: at(day) });
  const paid = await confirmBalance(
    db,
    { candidatureId: member.id, reference: paidReference(member.provider, member.id, requested.balance_cents, 'solde', member.tag), userId: null },
    { provider: member.provider, kick: false, now: at(day) },
  );
  member.final = paid.invoice_number;
}

type Row = Record<string, string>;
const cents = (amount: string) => {
  expect(amount).toMatch(/^\d+,\d{2}$/);
  return Number(amount.replace(',', ''));
};
function rowsOf(bytes: Buffer): Row[] {
  const lines = new TextDecoder('iso-8859-15').decode(bytes).split('\r\n');
  const names = lines[0]!.split('\t');
  expect(names).toHaveLength(18);
  return lines.slice(1, -1).map((line) => Object.fromEntries(line.split('\t').map((v, i) => [names[i]!, v])));
}
const net = (rows: Row[], account: string, piece?: string) =>
  rows.filter((r) => r.CompteNum === account && (!piece || r.PieceRef === piece)).reduce((s, r) => s + cents(r.Credit!) - cents(r.Debit!), 0);

describe('two consecutive monthly journals, imported together', { timeout: 180_000 }, () => {
  it('never reuse an entry number, balance every entry, carry deposits through 4191 and split revenue by regime', async () => {
    // March: four deposits (a French consumer and an EU business through Stripe, the others through the sandbox).
    const consumer = await deposit('consumer', {}, stripe, '2079-03-03');
    const french = await deposit('french', { buyer_business: { name: 'Céramiques Camille SARL', siren: '552100554' } }, sandbox, '2079-03-10');
    const eu = await deposit('eu', { billing_address: berlin, buyer_business: { name: 'Weber Keramik GmbH', vat_number: 'DE136695976' } }, stripe, '2079-03-12');
    const nonEu = await deposit('noneu', { billing_address: lausanne, buyer_business: { name: '=HYPERLINK("http://x","Favre Textiles Sàrl")' } }, sandbox, '2079-03-20');
    // A deposit refunded in part while still an advance.
    await refundInvoice(db, { invoiceNumber: french.deposit, staffId, idempotencyKey: 'books-french-deposit-part', amountCents: 2_400, reason: 'Geste' }, { provider: sandbox, kick: false, now: at('2079-03-25') });
    // April: their balances.
    for (const [member, day] of [[consumer, '2079-04-06'], [french, '2079-04-07'], [eu, '2079-04-08'], [nonEu, '2079-04-09']] as const) await balance(member, day);
    // A balance refunded in part.
    await refundInvoice(db, { invoiceNumber: consumer.final, staffId, idempotencyKey: 'books-consumer-final-part', amountCents: 12_000, reason: 'Une séance' }, { provider: stripe, kick: false, now: at('2079-04-20') });
    // Stripe's payouts: one in each month.
    for (const [amount, day] of [[20_000, '2079-03-28'], [50_000, '2079-04-28']] as const) {
      expect(await recordPayout(db, stripe, fake.makePayout(amount, day).id)).toBe(true);
    }
    // A payout not paid yet (in transit) is not booked.
    expect(await recordPayout(db, stripe, fake.makePayout(9_999, '2079-04-29', 'in_transit').id)).toBe(false);

    const march = rowsOf(await exportFec(db, { from: '2079-03-01', to: '2079-03-31' }));
    const april = rowsOf(await exportFec(db, { from: '2079-04-01', to: '2079-04-30' }));
    const year = rowsOf(await exportFec(db, { from: '2079-03-01', to: '2079-04-30' }));
    expect(fecFileName({ from: '2079-03-01', to: '2079-03-31' })).toBe('732829320-journal-ventes-encaissements-2079-03-01-2079-03-31.txt');

    // The same entry has the same number in every file; the two months share none.
    const numbers = (rows: Row[]) => new Set(rows.map((r) => `${r.JournalCode} ${r.EcritureNum}`));
    const [m, a] = [numbers(march), numbers(april)];
    expect([...m].filter((n) => a.has(n))).toEqual([]);
    expect([...march, ...april]).toEqual(expect.arrayContaining(year));
    expect(march.length + april.length).toBe(year.length);

    // Every entry balanced in the merged file; every 411 lettering code settles to zero.
    const both = [...march, ...april];
    for (const [num, lines] of Map.groupBy(both, (r) => `${r.JournalCode} ${r.EcritureNum}`)) {
      expect(lines.reduce((s, l) => s + cents(l.Debit!) - cents(l.Credit!), 0), num).toBe(0);
    }
    for (const [code, lines] of Map.groupBy(both.filter((r) => r.CompteNum === '411'), (r) => r.EcritureLet!)) {
      expect(code).toMatch(/^[FA]\d{10}$/);
      expect(lines.reduce((s, l) => s + cents(l.Debit!) - cents(l.Credit!), 0), code).toBe(0);
    }

    // Deposits: credited to 4191 in March, moved to revenue by the final invoices in April.
    expect(net(march, '4191')).toBe(4 * 12_417 - 2_000);
    expect(net(march, '706100') + net(march, '706200') + net(march, '706300')).toBe(0);
    expect(net(both, '4191')).toBe(0);
    // Revenue by regime: the whole price of each formula, less what was refunded.
    expect(net(both, '706100')).toBe(124_167 - 10_000 + 124_167 - 2_000);
    expect(net(both, '706200')).toBe(124_167);
    expect(net(both, '706300')).toBe(124_167);
    expect(net(both, '44571')).toBe(24_833 - 2_000 + 24_833 - 400);
    expect(net(both, '411')).toBe(0);
    for (const piece of [eu.deposit, eu.final, nonEu.deposit, nonEu.final]) expect(both.some((r) => r.PieceRef === piece && r.CompteNum === '44571')).toBe(false);

    // Stripe: its payments and fees through 467100, its payouts to 512; the sandbox to 512.
    const fees = both.filter((r) => r.CompteNum === '627');
    expect(fees.map((r) => r.EcritureNum).sort()).toEqual([`C-${consumer.deposit}`, `C-${consumer.final}`, `C-${eu.deposit}`, `C-${eu.final}`].sort());
    expect(fees.map((r) => cents(r.Debit!))).toEqual(expect.arrayContaining([fake.feeFor(14_900), fake.feeFor(12_417)]));
    expect(both.filter((r) => r.EcritureNum!.startsWith('V-po_')).map((r) => [r.CompteNum, r.EcritureDate])).toEqual([
      ['512', '20790328'], ['467100', '20790328'], ['512', '20790428'], ['467100', '20790428'],
    ]);
    expect(net(both.filter((r) => r.JournalCode === 'BQ' && r.PieceRef === french.deposit), '512')).toBe(-14_900);

    // The customer is the company, as invoiced, neutralised when it looks like a formula; the label carries the tax facts.
    const customer = (piece: string) => both.find((r) => r.PieceRef === piece && r.CompteNum === '411')!;
    expect(customer(consumer.deposit).CompAuxLib).toBe('Camille Durand');
    expect(customer(french.final).CompAuxLib).toBe('Céramiques Camille SARL');
    expect(customer(eu.deposit).CompAuxLib).toBe('Weber Keramik GmbH');
    expect(customer(nonEu.deposit).CompAuxLib).toBe('\'=HYPERLINK("http://x","Favre Textiles Sàrl")');
    expect(customer(eu.deposit).EcritureLib).toBe(`Facture d'acompte ${eu.deposit} Weber Keramik GmbH autoliquidation VATEX-EU-AE DE DE136695976`);
    expect(customer(french.deposit).EcritureLib).toBe(`Facture d'acompte ${french.deposit} Céramiques Camille SARL TVA 20,00 % FR 552100554`);
    expect(customer(eu.deposit).CompAuxNum).toBe(customer(eu.final).CompAuxNum);

    // The CSV names the company too, with the regime, exemption code, country, tax ids and contact.
    const csv = parseCsv((await exportInvoicesCsv(db, { from: '2079-03-01', to: '2079-04-30' })).replace(/^\uFEFF/, ''));
    const header = csv[0]!;
    expect(header.slice(-6)).toEqual(['Régime de TVA', 'Code d’exonération', 'Pays du client', 'N° de TVA du client', 'SIREN du client', 'Contact']);
    const line = (number: string) => Object.fromEntries(header.map((h, i) => [h, csv.find((l) => l[1] === number)![i]]));
    expect(line(eu.final)).toMatchObject({ Client: 'Weber Keramik GmbH', 'Régime de TVA': 'reverse_charge', 'Code d’exonération': 'VATEX-EU-AE', 'Pays du client': 'DE', 'N° de TVA du client': 'DE136695976', Contact: 'Camille Durand' });
    expect(line(nonEu.deposit)).toMatchObject({ 'Régime de TVA': 'out_of_scope', 'Code d’exonération': 'VATEX-EU-O', 'Pays du client': 'CH' });
    expect(line(french.deposit)).toMatchObject({ Client: 'Céramiques Camille SARL', 'Régime de TVA': 'fr', 'SIREN du client': '552100554', 'Taux de TVA': '20,00' });
    expect(line(consumer.deposit)).toMatchObject({ Client: 'Camille Durand', 'Régime de TVA': 'fr', 'Code d’exonération': '', Contact: '' });
    const [stored] = await db.select().from(invoices).where(eq(invoices.number, consumer.deposit));
    expect(stored!.issuedOn).toBe('2079-03-03');
  });
});
