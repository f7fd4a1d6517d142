import { describe, expect, it } from 'vitest';
import { customerAccount, encodeLatin9, FEC_COLUMNS, fecFields, fecLines, letteringOf, taxNote, writeFec, type FecAccounts, type FecDocument, type FecLine } from './fec-lines.ts';

const accounts: FecAccounts = {
  customer: '411',
  revenue: { fr: '706100', eu: '706200', nonEu: '706300' },
  vat: '44571',
  deposits: '4191',
  bank: '512',
  stripe: '467100',
  fees: '627',
};
const customerId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const doc = (over: Partial<FecDocument>): FecDocument => ({
  type: 'invoice',
  kind: 'acompte',
  number: 'F-2026-000001',
  day: '2026-03-05',
  customerId,
  customerName: 'Camille Durand',
  country: 'FR',
  taxId: '',
  regime: 'fr',
  vatRateBp: 2000,
  exclCents: 12_417,
  vatCents: 2_483,
  inclCents: 14_900,
  provider: 'stripe',
  ...over,
});

// The worked example of decision 060: Essentiel, 1 490 € TTC, 20 %.
const deposit = doc({});
const balance = doc({ kind: 'solde', number: 'F-2026-000002', day: '2026-06-10', exclCents: 111_750, vatCents: 22_350, inclCents: 134_100, depositExclCents: 12_417 });
const refundOfBalance = doc({ type: 'credit_note', kind: 'solde', number: 'A-2026-000001', day: '2026-06-11', exclCents: 8_333, vatCents: 1_667, inclCents: 10_000 });

const byEntry = (lines: readonly FecLine[]) => Map.groupBy(lines, (l) => l.entry);
const pick = (lines: readonly FecLine[], entry: string) => lines.filter((l) => l.entry === entry).map((l) => [l.account, l.debitCents, l.creditCents]);
const net = (lines: readonly FecLine[], account: string) => lines.filter((l) => l.account === account).reduce((sum, l) => sum + l.creditCents - l.debitCents, 0);

function expectBalanced(lines: readonly FecLine[]) {
  for (const [key, entry] of byEntry(lines)) {
    const debit = entry.reduce((sum, l) => sum + l.debitCents, 0);
    const credit = entry.reduce((sum, l) => sum + l.creditCents, 0);
    expect(debit, key).toBe(credit);
    for (const l of entry) expect(l.debitCents >= 0 && l.creditCents >= 0 && (l.debitCents === 0) !== (l.creditCents === 0), key).toBe(true);
  }
}

describe('fecLines: deposits through 4191', () => {
  const lines = fecLines([deposit, balance, refundOfBalance], accounts);

  it('numbers each entry after its document, every entry balanced', () => {
    expect([...byEntry(lines).keys()]).toEqual(['F-2026-000001', 'P-F-2026-000001', 'F-2026-000002', 'P-F-2026-000002', 'A-2026-000001', 'R-A-2026-000001']);
    expectBalanced(lines);
  });

  it('credits 4191 with the deposit, and the final invoice moves it to revenue with the whole price', () => {
    expect(pick(lines, 'F-2026-000001')).toEqual([['411', 14_900, 0], ['4191', 0, 12_417], ['44571', 0, 2_483]]);
    expect(pick(lines, 'F-2026-000002')).toEqual([['411', 134_100, 0], ['4191', 12_417, 0], ['706100', 0, 124_167], ['44571', 0, 22_350]]);
    expect(net(lines, '4191')).toBe(0);
  });

  it('reverses revenue and VAT for a credit note on the final invoice, the money back through Stripe', () => {
    expect(pick(lines, 'A-2026-000001')).toEqual([['411', 0, 10_000], ['706100', 8_333, 0], ['44571', 1_667, 0]]);
    expect(pick(lines, 'R-A-2026-000001')).toEqual([['467100', 0, 10_000], ['411', 10_000, 0]]);
    expect(net(lines, '706100')).toBe(124_167 - 8_333);
    expect(net(lines, '44571')).toBe(2_483 + 22_350 - 1_667);
    expect(net(lines, '411')).toBe(0);
  });

  it.each([
    ['while the deposit is still held: 4191', false, '4191'],
    ['after the final invoice: revenue', true, '706100'],
  ])('a credit note on the deposit reverses %s', (_, depositInRevenue, account) => {
    const note = doc({ type: 'credit_note', kind: 'acompte', number: 'A-2026-000002', exclCents: 12_417, vatCents: 2_483, inclCents: 14_900, depositInRevenue });
    const noteLines = fecLines([note], accounts);
    expect(pick(noteLines, 'A-2026-000002')).toEqual([['411', 0, 14_900], [account, 12_417, 0], ['44571', 2_483, 0]]);
    expectBalanced(noteLines);
  });

  it('a final invoice after a partial deposit refund takes from 4191 only what it still holds', () => {
    const partial = doc({ type: 'credit_note', kind: 'acompte', number: 'A-2026-000003', day: '2026-04-01', exclCents: 4_167, vatCents: 833, inclCents: 5_000 });
    const after = { ...balance, depositExclCents: 12_417 - 4_167 };
    const all = fecLines([deposit, partial, after], accounts);
    expectBalanced(all);
    expect(net(all, '4191')).toBe(0);
    expect(net(all, '706100')).toBe(111_750 + 12_417 - 4_167);
  });
});

describe('fecLines: revenue by VAT regime', () => {
  it.each([
    ['a French consumer', doc({}), '706100', true],
    ['a French business', doc({ customerName: 'Atelier Durand SARL', taxId: '732829320' }), '706100', true],
    ['a seller under the franchise', doc({ regime: 'franchise', vatRateBp: null, exclCents: 14_900, vatCents: 0 }), '706100', false],
    ['an EU business (reverse charge)', doc({ regime: 'reverse_charge', vatRateBp: null, country: 'DE', taxId: 'DE811111111', exclCents: 12_417, vatCents: 0, inclCents: 12_417 }), '706200', false],
    ['a business outside the EU', doc({ regime: 'out_of_scope', vatRateBp: null, country: 'CH', exclCents: 12_417, vatCents: 0, inclCents: 12_417 }), '706300', false],
  ])('%s: revenue to its account, VAT line only when VAT is charged', (_, deposit, account, hasVat) => {
    const final = { ...deposit, kind: 'solde' as const, number: 'F-2026-000002', depositExclCents: deposit.exclCents };
    const lines = fecLines([deposit, final], accounts);
    expectBalanced(lines);
    expect(lines.some((l) => l.account === '44571')).toBe(hasVat);
    expect(net(lines, account)).toBe(deposit.exclCents * 2);
  });

  it.each([
    [doc({}), 'TVA 20,00 % FR'],
    [doc({ regime: 'reverse_charge', vatRateBp: null, country: 'DE', taxId: 'DE811111111' }), 'autoliquidation VATEX-EU-AE DE DE811111111'],
    [doc({ regime: 'out_of_scope', vatRateBp: null, country: 'CH', taxId: '' }), 'hors UE VATEX-EU-O CH'],
    [doc({ regime: 'franchise', vatRateBp: null }), 'franchise 293 B VATEX-FR-FRANCHISE FR'],
  ])('labels the sale with its regime, country, VAT number and rate: %#', (document, note) => {
    expect(taxNote(document)).toBe(note);
    expect(fecLines([document], accounts)[0]!.label).toBe(`Facture d'acompte F-2026-000001 ${document.customerName} ${note}`);
  });
});

describe('fecLines: Stripe, the bank and the customer', () => {
  it('sends Stripe’s money through the clearing account, the sandbox’s to the bank', () => {
    const lines = fecLines([deposit, doc({ provider: 'test', number: 'F-2026-000009' })], accounts);
    expect(lines.filter((l) => l.journal === 'BQ' && l.account !== '411').map((l) => [l.piece, l.account, l.accountLabel])).toEqual([
      ['F-2026-000001', '467100', 'Stripe'],
      ['F-2026-000009', '512', 'Banque'],
    ]);
  });

  it('books Stripe’s fees to 627 and its payouts from the clearing account to the bank, in the order of days', () => {
    const lines = fecLines([deposit], accounts, {
      fees: [{ invoiceNumber: 'F-2026-000001', day: '2026-03-05', feeCents: 249, reference: 'txn_1' }],
      payouts: [{ id: 'po_1', day: '2026-03-08', amountCents: 14_651 }, { id: 'po_2', day: '2026-03-04', amountCents: -500 }],
    });
    expectBalanced(lines);
    expect(pick(lines, 'C-F-2026-000001')).toEqual([['627', 249, 0], ['467100', 0, 249]]);
    expect(pick(lines, 'V-po_1')).toEqual([['512', 14_651, 0], ['467100', 0, 14_651]]);
    expect(pick(lines, 'V-po_2')).toEqual([['512', 0, 500], ['467100', 500, 0]]);
    expect([...byEntry(lines).keys()]).toEqual(['V-po_2', 'F-2026-000001', 'P-F-2026-000001', 'C-F-2026-000001', 'V-po_1']);
    expect(net(lines, '467100')).toBe(-(14_900 - 249 - 14_651 + 500));
  });

  it('letters the customer lines of a document with its payment by the document’s number', () => {
    const lines = fecLines([deposit, balance, refundOfBalance], accounts);
    const customerLines = lines.filter((l) => l.account === '411');
    expect(customerLines.map((l) => l.lettering)).toEqual(['F2026000001', 'F2026000001', 'F2026000002', 'F2026000002', 'A2026000001', 'A2026000001']);
    for (const l of customerLines) expect([l.auxiliary, l.auxiliaryLabel]).toEqual(['C0A1B2C3D4E', 'Camille Durand']);
    for (const l of lines.filter((x) => x.account !== '411')) expect([l.auxiliary, l.lettering]).toEqual(['', '']);
    expect(letteringOf('A-2026-000003')).toBe('A2026000003');
  });

  it('gives an entry the same number and lettering in every export holding it', () => {
    const alone = fecLines([balance], accounts);
    const withOthers = fecLines([deposit, balance, refundOfBalance], accounts);
    expect(withOthers.filter((l) => l.piece === balance.number)).toEqual(alone);
  });
});

describe('the file', () => {
  it('has the 18 columns in order, tab-separated, YYYYMMDD dates and decimal commas', () => {
    const text = writeFec(fecLines([deposit], accounts));
    const rows = text.split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows[0]).toBe(FEC_COLUMNS.join('\t'));
    expect(FEC_COLUMNS).toHaveLength(18);
    expect(rows[1]!.split('\t')).toEqual([
      'VE', 'Ventes', 'F-2026-000001', '20260305', '411', 'Clients', 'C0A1B2C3D4E', 'Camille Durand', 'F-2026-000001', '20260305',
      "Facture d'acompte F-2026-000001 Camille Durand TVA 20,00 % FR", '149,00', '0,00', 'F2026000001', '20260305', '20260305', '', '',
    ]);
    for (const row of rows.slice(1, -1)) expect(row.split('\t')).toHaveLength(18);
  });

  it.each([
    ['Noé\tLe\r\nfèvre', 'Noé Le fèvre'],
    ['Noé\u0001Le\u0085fèvre', 'Noé Le fèvre'],
    ['Noé\u2028Lefèvre\ud800', 'Noé Lefèvre'],
  ])('keeps tabs, line breaks and control characters out of the fields: %j', (stored, written) => {
    const [first] = fecLines([doc({ customerName: stored })], accounts);
    expect(fecFields(first!)[7]).toBe(written);
    expect(fecFields(first!)[10]).toBe(`Facture d'acompte F-2026-000001 ${written} TVA 20,00 % FR`);
  });

  it.each([['=HYPERLINK("http://x","y")'], ['+33 Durand'], ['-Durand'], ['@SUM(A1)']])('neutralises a name starting as a formula, as the CSV does: %s', (name) => {
    const fields = fecFields(fecLines([doc({ customerName: name })], accounts)[0]!);
    expect(fields[7]).toBe(`'${name}`);
    expect(fields[10]!.startsWith("Facture d'acompte")).toBe(true);
  });

  it('falls back to the auxiliary account when the buyer has no name', () => {
    const [first] = fecLines([doc({ customerName: '  ' })], accounts);
    expect(first!.auxiliaryLabel).toBe(customerAccount(customerId));
  });

  it('writes ISO 8859-15: accents, € and œ in one byte, anything else as ?', () => {
    expect([...encodeLatin9('é€œ¤a😀')]).toEqual([0xe9, 0xa4, 0xbd, 0x3f, 0x61, 0x3f]);
    expect(new TextDecoder('iso-8859-15').decode(encodeLatin9('Noé Lefèvre — 12,50 €'))).toBe('Noé Lefèvre ? 12,50 €');
  });
});
