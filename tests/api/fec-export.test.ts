/**
 * GET /api/admin/exports/fec.txt (decisions 035 and 060, docs/api-exports.md): the year's
 * deposits, balances and credit notes as a sales and receipts journal in the FEC format whose
 * entries are balanced and sum to the documents' totals, the same totals as the invoices CSV of
 * the same period (deposits through 4191; tests/integration/books-two-months.test.ts has two
 * months imported together, every regime and Stripe's fees and payouts).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, baseUrl, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { parseCsv } from '../support/csv.ts';

const COLUMNS = 'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const cents = (amount: string) => {
  expect(amount).toMatch(/^-?\d+,\d{2}$/);
  return Math.round(Number(amount.replace(',', '.')) * 100);
};

async function paidMember() {
  const tag = unique();
  const created = await apply({ email: `fec-${tag}@test.atelier.local`, formula: 'essentiel', first_name: 'Noé', last_name: `Lefèvre ${tag}` });
  expect(created.status, created.text).toBe(201);
  const paid = await api('/api/payment/confirm', { body: { candidature_id: created.body.id, payment_reference: `test_fec_${tag}` }, token: created.body.token });
  expect(paid.status, paid.text).toBe(200);
  return { id: created.body.id as string, token: created.body.token as string, deposit: paid.body.invoice_number as string, tag };
}

async function download(path: string, token: string) {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

type Row = Record<string, string>;
const rowsOf = (text: string): Row[] => {
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(COLUMNS);
  expect(lines.at(-1)).toBe('');
  const names = COLUMNS.split('\t');
  return lines.slice(1, -1).map((line) => {
    const fields = line.split('\t');
    expect(fields).toHaveLength(18);
    return Object.fromEntries(names.map((n, i) => [n, fields[i]!]));
  });
};

describe('GET /api/admin/exports/fec.txt', () => {
  it('gives a year of deposits, balances and credit notes as balanced entries summing to the documents’ totals', async () => {
    const admin = await newUser({ role: 'admin' });
    const a = await paidMember();
    expect((await api(`/api/candidatures/${a.id}/balance`, { method: 'POST', token: admin.token })).status).toBe(201);
    const balance = await api('/api/payment/confirm', { body: { candidature_id: a.id, payment_reference: `test_fecbal_${a.tag}`, purpose: 'solde' }, token: a.token });
    expect(balance.status, balance.text).toBe(200);
    const partial = await api(`/api/invoices/${balance.body.invoice_number}/refunds`, { body: { amount_cents: 10_000 }, token: admin.token, headers: { 'idempotency-key': randomUUID() } });
    expect(partial.status, partial.text).toBe(201);
    const b = await paidMember();
    const whole = await api(`/api/invoices/${b.deposit}/refunds`, { body: {}, token: admin.token, headers: { 'idempotency-key': randomUUID() } });
    expect(whole.status, whole.text).toBe(201);

    const year = (partial.body.credit_note.issued_on as string).slice(0, 4);
    const period = `from=${year}-01-01&to=${year}-12-31`;
    // Other tests issue documents on the same server: read the FEC between two identical CSVs,
    // so both describe the same documents.
    let fec: { res: Response; bytes: Buffer } | undefined;
    let csv = '';
    for (let attempt = 0; attempt < 10 && !fec; attempt += 1) {
      const before = (await download(`/api/admin/exports/invoices.csv?${period}`, admin.token)).bytes.toString('utf8');
      const taken = await download(`/api/admin/exports/fec.txt?${period}`, admin.token);
      const after = (await download(`/api/admin/exports/invoices.csv?${period}`, admin.token)).bytes.toString('utf8');
      if (before === after) {
        fec = taken;
        csv = after;
      }
    }
    expect(fec, 'a quiet moment to read both exports').toBeDefined();
    expect(fec!.res.status).toBe(200);
    expect(fec!.res.headers.get('content-type')).toBe('text/plain; charset=iso-8859-15');
    expect(fec!.res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="\\d{9}-journal-ventes-encaissements-${year}-01-01-${year}-12-31\\.txt"$`));
    const text = new TextDecoder('iso-8859-15').decode(fec!.bytes);
    const rows = rowsOf(text);

    // Every entry balanced, one side per line, dates of the year as YYYYMMDD.
    const entries = Map.groupBy(rows, (r) => `${r.JournalCode} ${r.EcritureNum}`);
    for (const [num, lines] of entries) {
      const debit = lines.reduce((s, l) => s + cents(l.Debit!), 0);
      const credit = lines.reduce((s, l) => s + cents(l.Credit!), 0);
      expect(debit, num).toBe(credit);
      for (const l of lines) {
        expect(l.EcritureDate).toMatch(new RegExp(`^${year}\\d{4}$`));
        expect(cents(l.Debit!) === 0 || cents(l.Credit!) === 0).toBe(true);
      }
    }

    // Our documents: each has a sales entry with its own totals (credit notes reversed).
    const documents = [
      ...(await api('/api/invoices', { token: a.token })).body,
      ...(await api('/api/invoices', { token: b.token })).body,
    ] as { number: string; amount_excl_tax_cents: number; vat_cents: number; amount_incl_tax_cents: number }[];
    const notes = [partial.body.credit_note, whole.body.credit_note] as typeof documents;
    expect(documents.map((d) => d.number).sort()).toEqual([a.deposit, balance.body.invoice_number, b.deposit].sort());
    const sale = (number: string, account: string) => {
      const lines = rows.filter((r) => r.JournalCode === 'VE' && r.PieceRef === number && r.CompteNum === account);
      expect(lines.length, `${number} ${account}`).toBeLessThanOrEqual(1);
      return lines.length === 0 ? 0 : cents(lines[0]!.Credit!) - cents(lines[0]!.Debit!);
    };
    // The deposit to 4191; the final invoice takes it out and credits the whole price to revenue (decision 060).
    const documentNumbered = (n: string) => documents.find((d) => d.number === n)!;
    const [depositA, finalA, depositB] = [documentNumbered(a.deposit), documentNumbered(balance.body.invoice_number as string), documentNumbered(b.deposit)];
    for (const d of [depositA, depositB]) {
      expect([sale(d.number, '411'), sale(d.number, '4191'), sale(d.number, '706100'), sale(d.number, '44571')]).toEqual([-d.amount_incl_tax_cents, d.amount_excl_tax_cents, 0, d.vat_cents]);
    }
    expect([sale(finalA.number, '411'), sale(finalA.number, '4191'), sale(finalA.number, '706100'), sale(finalA.number, '44571')]).toEqual([
      -finalA.amount_incl_tax_cents,
      -depositA.amount_excl_tax_cents,
      finalA.amount_excl_tax_cents + depositA.amount_excl_tax_cents,
      finalA.vat_cents,
    ]);
    for (const d of documents) {
      const paid = rows.filter((r) => r.JournalCode === 'BQ' && r.PieceRef === d.number);
      expect(paid.map((r) => [r.EcritureNum, r.CompteNum, cents(r.Debit!), cents(r.Credit!)])).toEqual([[`P-${d.number}`, '512', d.amount_incl_tax_cents, 0], [`P-${d.number}`, '411', 0, d.amount_incl_tax_cents]]);
    }
    // A's credit note refunds the final invoice (revenue); B's the deposit still held (4191).
    const [noteA, noteB] = notes;
    expect([sale(noteA!.number, '411'), sale(noteA!.number, '706100'), sale(noteA!.number, '44571')]).toEqual([noteA!.amount_incl_tax_cents, -noteA!.amount_excl_tax_cents, -noteA!.vat_cents]);
    expect([sale(noteB!.number, '411'), sale(noteB!.number, '4191'), sale(noteB!.number, '44571')]).toEqual([noteB!.amount_incl_tax_cents, -noteB!.amount_excl_tax_cents, -noteB!.vat_cents]);
    const customerLine = rows.find((r) => r.PieceRef === a.deposit && r.CompteNum === '411')!;
    expect(customerLine.CompAuxLib).toBe(`Noé Lefèvre ${a.tag}`);

    // The whole file sums to the same totals as the invoices CSV of the period.
    const net = (account: string, journal = 'VE') =>
      rows.filter((r) => r.CompteNum === account && r.JournalCode === journal).reduce((s, r) => s + cents(r.Credit!) - cents(r.Debit!), 0);
    const csvLines = parseCsv(csv.replace(/^\uFEFF/, '')).slice(1);
    const csvSum = (column: number) => csvLines.reduce((s, l) => s + cents(l[column]!), 0);
    expect(['706100', '706200', '706300', '4191'].reduce((s, account) => s + net(account), 0)).toBe(csvSum(6));
    expect(net('44571')).toBe(csvSum(8));
    expect(-net('411')).toBe(csvSum(9));
  });

  it('is for admins only, with the invoices export’s period rules', async () => {
    for (const role of ['responsable', 'client_essentiel']) {
      const user = await newUser({ role });
      const res = await api('/api/admin/exports/fec.txt?from=2026-01-01&to=2026-12-31', { token: user.token });
      expect(res.status, role).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
    }
    expect((await api('/api/admin/exports/fec.txt?from=2026-01-01&to=2026-12-31')).status).toBe(401);
    const admin = await newUser({ role: 'admin', lang: 'en' });
    const backwards = await api('/api/admin/exports/fec.txt?from=2026-03-02&to=2026-03-01', { token: admin.token });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details.fieldErrors.to).toEqual(['The end date must be the same day as the start date or later.']);
    const empty = await download('/api/admin/exports/fec.txt?from=2000-01-01&to=2000-12-31', admin.token);
    expect(empty.bytes.toString('latin1')).toBe(`${COLUMNS}\r\n`);
  });
});
