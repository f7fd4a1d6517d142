/**
 * GET /api/admin/exports/invoices.csv (docs/api-exports.md): invoices issued
 * through the payment sandbox come out as CSV lines a spreadsheet opens as they are.
 */
import { describe, expect, it } from 'vitest';
import { api, baseUrl, errorCode, newUser } from '../support/api.ts';
import { apply } from '../support/applications.ts';
import { parseCsv } from '../support/csv.ts';

// French column titles, decimal comma (decision 035).
const HEADER = 'Type;Numéro;Date;Client;E-mail du client;Libellé;Montant HT;Taux de TVA;TVA;Montant TTC;Devise;Moyen de paiement;Référence du paiement;Facture liée;Régime de TVA;Code d’exonération;Pays du client;N° de TVA du client;SIREN du client;Contact';

async function paidProspect(overrides: Record<string, unknown>) {
  const res = await apply(overrides);
  expect(res.status).toBe(201);
  const { id, token, email } = res.body as { id: string; token: string; email: string };
  const reference = `test_export_${id}`;
  const paid = await api('/api/payment/confirm', { body: { candidature_id: id, payment_reference: reference }, token });
  expect(paid.status).toBe(200);
  const [invoice] = (await api('/api/invoices', { token })).body as { number: string; issued_on: string }[];
  return { email, reference, number: paid.body.invoice_number as string, issuedOn: invoice!.issued_on };
}

const exportPath = (from: string, to: string) => `/api/admin/exports/invoices.csv?from=${from}&to=${to}`;

describe('GET /api/admin/exports/invoices.csv', () => {
  it('gives every invoice of the period as CSV: BOM, French header, one line each, decimal comma, safe names', async () => {
    const admin = await newUser({ role: 'admin' });
    const a = await paidProspect({ formula: 'essentiel', first_name: '=Camille', last_name: 'Durand; "Fils"' });
    const b = await paidProspect({ formula: 'essentiel', first_name: 'Noé', last_name: 'Lefèvre' });
    const day = a.issuedOn;

    const res = await api(exportPath(day, day), { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="factures-${day}-${day}.csv"`);

    // The bytes: fetch's text() drops a BOM, so read them raw.
    const raw = Buffer.from(await (await fetch(`${baseUrl()}${exportPath(day, day)}`, { headers: { authorization: `Bearer ${admin.token}` } })).arrayBuffer());
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/); // no bare LF in these names

    const rows = parseCsv(text);
    expect(rows[0]!.join(';')).toBe(HEADER);
    for (const row of rows) expect(row).toHaveLength(20);
    const lines = rows.slice(1);
    // Other tests pay and refund on the same server: every line is of the day, numbers are unique,
    // invoices (F-) come before credit notes (A-, decision 024), each series rising.
    for (const line of lines) expect(line[2]).toBe(day);
    const numbers = lines.map((l) => l[1]!);
    expect(new Set(numbers).size).toBe(numbers.length);
    const invoiceNumbers = numbers.filter((n) => n.startsWith('F-'));
    const creditNoteNumbers = numbers.filter((n) => n.startsWith('A-'));
    expect(numbers).toEqual([...invoiceNumbers, ...creditNoteNumbers]);
    expect([...invoiceNumbers].sort()).toEqual(invoiceNumbers);
    expect([...creditNoteNumbers].sort()).toEqual(creditNoteNumbers);

    const lineOf = (number: string) => lines.find((l) => l[1] === number)!;
    // Essentiel deposit: 149.00 incl. VAT at 20 % (payment.test.ts has the same split).
    expect(lineOf(a.number)).toEqual(['acompte', a.number, day, "'=Camille Durand; \"Fils\"", a.email, expect.stringContaining('Acompte'), '124,17', '20,00', '24,83', '149,00', 'EUR', 'test', a.reference, '', 'fr', '', 'FR', '', '', '']);
    expect(lineOf(b.number)).toEqual(['acompte', b.number, day, 'Noé Lefèvre', b.email, expect.any(String), '124,17', '20,00', '24,83', '149,00', 'EUR', 'test', b.reference, '', 'fr', '', 'FR', '', '', '']);
    // The raw line quotes the name (it holds ; and ") and prefixes the formula sign.
    expect(text).toContain(`;"'=Camille Durand; ""Fils""";`);

    // Totals: every amount has two decimals with a comma, and excl. tax + VAT = incl. tax, in cents.
    const cents = (s: string) => {
      expect(s).toMatch(/^-?\d+,\d{2}$/);
      return Math.round(Number(s.replace(',', '.')) * 100);
    };
    let excl = 0;
    let vat = 0;
    let incl = 0;
    for (const l of lines) {
      excl += cents(l[6]!);
      vat += cents(l[8]!);
      incl += cents(l[9]!);
    }
    expect(excl + vat).toBe(incl);
    expect(incl).toBeGreaterThanOrEqual(2 * 14_900);

    // A period that ends before the day holds none of them.
    const before = await api(exportPath('2000-01-01', '2000-12-31'), { token: admin.token });
    expect(before.status).toBe(200);
    expect(before.text).toBe(`${HEADER}\r\n`);
  });

  it('refuses staff who are not admin, members and prospects; 401 without a session', async () => {
    const day = '2026-01-01';
    for (const role of ['responsable', 'client_essentiel', 'prospect']) {
      const user = await newUser({ role });
      const res = await api(exportPath(day, day), { token: user.token });
      expect(res.status, role).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
    }
    const anonymous = await api(exportPath(day, day));
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous)).toBe('unauthenticated');
  });

  it('validates the period in the caller’s language: real days, from ≤ to, at most 366 days', async () => {
    // The language of a signed-in caller is the account's.
    const admins = { fr: await newUser({ role: 'admin', lang: 'fr' }), en: await newUser({ role: 'admin', lang: 'en' }) };
    // What the description states (a real date, both present) is 400 validation_failed; the rules
    // between the two dates, which it cannot state, are 400 rule_failed (decision 030).
    const cases: [string, string, string, 'validation_failed' | 'rule_failed'][] = [
      ['from=2026-03-02&to=2026-03-01', 'La date de fin doit être le même jour que la date de début ou après.', 'The end date must be the same day as the start date or later.', 'rule_failed'],
      ['from=2026-01-01&to=2027-01-02', 'Une période de 366 jours au plus.', 'A period of 366 days at most.', 'rule_failed'],
      ['from=2026-03-01&to=2026-02-30', 'Entrez une date réelle au format AAAA-MM-JJ.', 'Enter a real date as YYYY-MM-DD.', 'validation_failed'],
      ['from=2026-01-01', '', '', 'validation_failed'],
      ['', '', '', 'validation_failed'],
    ];
    for (const [query, fr, en, code] of cases) {
      for (const [lang, message] of [['fr', fr], ['en', en]] as const) {
        const res = await api(`/api/admin/exports/invoices.csv?${query}`, { token: admins[lang].token });
        expect([res.status, errorCode(res)], query).toEqual([400, code]);
        if (message) expect(res.body.error.details.fieldErrors.to, `${query} ${lang}`).toEqual([message]);
      }
    }
    // A leap year is 366 days: accepted.
    expect((await api(exportPath('2028-01-01', '2028-12-31'), { token: admins.en.token })).status).toBe(200);
  });
});
