import { describe, expect, it } from 'vitest';
import { customerAccount, encodeLatin9, FEC_COLUMNS, fecFields, fecLines, letteringCode, writeFec, type FecAccounts, type FecDocument } from './fec-lines.ts';

const accounts: FecAccounts = { customer: '411', revenue: '706', vat: '44571', bank: '512', stripe: null };
const customerId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const doc = (over: Partial<FecDocument>): FecDocument => ({
  type: 'invoice',
  number: 'F-2026-000001',
  day: '2026-03-05',
  customerId,
  customerName: 'Camille Durand',
  exclCents: 12_417,
  vatCents: 2_483,
  inclCents: 14_900,
  provider: 'stripe',
  ...over,
});

const deposit = doc({});
const balance = doc({ number: 'F-2026-000002', day: '2026-06-10', exclCents: 111_750, vatCents: 22_350, inclCents: 134_100 });
const creditNote = doc({ type: 'credit_note', number: 'A-2026-000001', day: '2026-06-11', exclCents: 8_333, vatCents: 1_667, inclCents: 10_000 });

describe('fecLines', () => {
  const lines = fecLines([deposit, balance, creditNote], accounts);
  const entries = Map.groupBy(lines, (l) => `${l.journal}${l.entry}`);

  it('gives each document a sales entry and a bank entry, every entry balanced', () => {
    expect([...entries.keys()]).toEqual(['VE1', 'BQ1', 'VE2', 'BQ2', 'VE3', 'BQ3']);
    for (const [key, entry] of entries) {
      const debit = entry.reduce((sum, l) => sum + l.debitCents, 0);
      const credit = entry.reduce((sum, l) => sum + l.creditCents, 0);
      expect(debit, key).toBe(credit);
      for (const l of entry) expect(l.debitCents === 0 || l.creditCents === 0, key).toBe(true);
    }
  });

  it('debits the customer and credits revenue and VAT for an invoice; reverses a credit note', () => {
    const pick = (key: string) => entries.get(key)!.map((l) => [l.account, l.debitCents, l.creditCents]);
    expect(pick('VE1')).toEqual([['411', 14_900, 0], ['706', 0, 12_417], ['44571', 0, 2_483]]);
    expect(pick('BQ1')).toEqual([['512', 14_900, 0], ['411', 0, 14_900]]);
    expect(pick('VE3')).toEqual([['411', 0, 10_000], ['706', 8_333, 0], ['44571', 1_667, 0]]);
    expect(pick('BQ3')).toEqual([['512', 0, 10_000], ['411', 10_000, 0]]);
  });

  it('sums revenue and VAT to the documents’ totals, credit notes subtracted', () => {
    const net = (account: string) => lines.filter((l) => l.account === account).reduce((sum, l) => sum + l.creditCents - l.debitCents, 0);
    expect(net('706')).toBe(12_417 + 111_750 - 8_333);
    expect(net('44571')).toBe(2_483 + 22_350 - 1_667);
    expect(net('411')).toBe(0); // every document is settled
    expect(net('512')).toBe(-(14_900 + 134_100 - 10_000));
  });

  it('letters a document’s customer lines with its payment, and names the customer as auxiliary account', () => {
    const customerLines = lines.filter((l) => l.account === '411');
    expect(customerLines.map((l) => l.lettering)).toEqual(['AA', 'AA', 'AB', 'AB', 'AC', 'AC']);
    for (const l of customerLines) expect([l.auxiliary, l.auxiliaryLabel]).toEqual(['C0A1B2C3D4E', 'Camille Durand']);
    for (const l of lines.filter((x) => x.account !== '411')) expect([l.auxiliary, l.lettering]).toEqual(['', '']);
  });

  it('sends Stripe’s money through the clearing account when one is set, other providers to the bank', () => {
    const withStripe = fecLines([deposit, doc({ provider: 'test', number: 'F-2026-000009' })], { ...accounts, stripe: '511500' });
    expect(withStripe.filter((l) => l.journal === 'BQ' && l.account !== '411').map((l) => [l.piece, l.account, l.accountLabel])).toEqual([
      ['F-2026-000001', '511500', 'Stripe'],
      ['F-2026-000009', '512', 'Banque'],
    ]);
  });

  it('has no VAT line when the document has no VAT (art. 293 B)', () => {
    const exempt = fecLines([doc({ exclCents: 14_900, vatCents: 0 })], accounts);
    expect(exempt.filter((l) => l.journal === 'VE').map((l) => l.account)).toEqual(['411', '706']);
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
      'VE', 'Ventes', 'VE000001', '20260305', '411', 'Clients', 'C0A1B2C3D4E', 'Camille Durand', 'F-2026-000001', '20260305',
      'Facture F-2026-000001 Camille Durand', '149,00', '0,00', 'AA', '20260305', '20260305', '', '',
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
    expect(fecFields(first!)[10]).toBe(`Facture F-2026-000001 ${written}`);
  });

  it('falls back to the auxiliary account when the buyer has no name', () => {
    const [first] = fecLines([doc({ customerName: '  ' })], accounts);
    expect(first!.auxiliaryLabel).toBe(customerAccount(customerId));
  });
});

describe('letteringCode and encodeLatin9', () => {
  it.each([[0, 'AA'], [1, 'AB'], [25, 'AZ'], [26, 'BA'], [675, 'ZZ'], [676, 'AAA'], [677, 'AAB']])('%i → %s', (index, code) => {
    expect(letteringCode(index)).toBe(code);
  });

  it('writes ISO 8859-15: accents, € and œ in one byte, anything else as ?', () => {
    expect([...encodeLatin9('é€œ¤a😀')]).toEqual([0xe9, 0xa4, 0xbd, 0x3f, 0x61, 0x3f]);
    expect(new TextDecoder('iso-8859-15').decode(encodeLatin9('Noé Lefèvre — 12,50 €'))).toBe('Noé Lefèvre ? 12,50 €');
  });
});
