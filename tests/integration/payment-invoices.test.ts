/**
 * Payment confirmation, invoice numbering and immutability against a real database (PGlite in
 * memory, or the PostgreSQL of DATABASE_URL). Years far in the future keep each test's numbering
 * apart from the other test files sharing a PostgreSQL database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { invoices } from '#db/schema.ts';
import { extractText, getDocumentProxy } from 'unpdf';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { newApplication } from '../support/application-fixtures.ts';
import { queryRows, type Database } from '#server/platform/db/client.ts';
import { confirmPayment } from '#server/money/payment/confirm-payment.ts';
import { renderInvoicePdf } from '#server/money/invoices/invoice-pdf.ts';
import { formatCents } from '#i18n/format.ts';

let db: Database;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await closeDatabase();
});

const lastSeq = async (year: number) =>
  Number((await queryRows<{ last_seq: number }>(db, sql`select last_seq from invoice_counters where year = ${year}`))[0]?.last_seq ?? 0);

const appState = async (id: string) =>
  (
    await queryRows<{ payment_status: string; paid_at: unknown; role: string | null; invoices: number; mails: number }>(
      db,
      sql`select a.payment_status, a.paid_at, u.role,
                 (select count(*)::int from invoices i where i.application_id = a.id) as invoices,
                 (select count(*)::int from mail_outbox m join invoices i on m.dedupe_key = 'invoice:' || i.id where i.application_id = a.id) as mails
          from applications a join users u on u.id = a.user_id where a.id = ${id}`,
    )
  )[0]!;

/** References are unique per run: a PostgreSQL database shared across runs keeps every payment. */
const RUN = Math.random().toString(36).slice(2, 10);
const ref = (name: string) => `test_${name}_${RUN}`;

const confirm = (candidatureId: string, reference: string, now?: Date, extra: Parameters<typeof confirmPayment>[2] = {}) =>
  confirmPayment(db, { candidatureId, reference, userId: null }, { now, kick: false, ...extra });

describe('confirmPayment', () => {
  it('pays once: role, invoice, one queued email; again with the same reference changes nothing', async () => {
    const { application, user } = await newApplication(db, { formula: 'premium' });
    expect(user.role).toBeNull();
    expect(application).toMatchObject({ status: 'validee', payment_status: 'en_attente', deposit_cents: 29_900, formula_price_cents: 299_000 });

    const first = await confirm(application.id, ref('once'), new Date('2094-03-10T10:00:00Z'));
    expect(first).toMatchObject({ payment_status: 'paye', role: 'client_premium', formula: 'premium', amount_cents: 29_900, invoice_email: user.email, newly_paid: true });
    expect(first.invoice_number).toMatch(/^F-2094-\d{6}$/);

    const again = await confirm(application.id, ref('once'), new Date('2094-03-10T10:05:00Z'));
    expect(again).toMatchObject({ invoice_number: first.invoice_number, newly_paid: false });
    expect(await appState(application.id)).toMatchObject({ payment_status: 'paye', role: 'client_premium', invoices: 1, mails: 1 });

    await expect(confirm(application.id, 'test_other_ref')).rejects.toMatchObject({ code: 'payment_reference_mismatch', status: 409 });
  });

  it('rolls everything back when it fails after the number is taken, and the next payment reuses that number', async () => {
    const year = 2093;
    const before = await lastSeq(year);
    const { application: a } = await newApplication(db);
    const { application: b } = await newApplication(db);
    let taken = '';
    await expect(
      confirm(a.id, ref('fail'), new Date(`${year}-05-01T12:00:00Z`), {
        afterNumberTaken: (number) => {
          taken = number;
          throw new Error('injected failure after the number was taken');
        },
      }),
    ).rejects.toThrow('injected failure');
    expect(taken).toBe(`F-${year}-${String(before + 1).padStart(6, '0')}`);
    // nothing of the failed payment remains
    expect(await lastSeq(year)).toBe(before);
    expect(await appState(a.id)).toMatchObject({ payment_status: 'en_attente', paid_at: null, role: null, invoices: 0, mails: 0 });

    const next = await confirm(b.id, ref('next'), new Date(`${year}-05-01T12:01:00Z`));
    expect(next.invoice_number).toBe(taken);
    // and the failed one can still be paid, with the following number
    const retried = await confirm(a.id, ref('fail'), new Date(`${year}-05-01T12:02:00Z`));
    expect(retried.invoice_number).toBe(`F-${year}-${String(before + 2).padStart(6, '0')}`);
  });

  it('numbers by the payment’s year in Paris: 31 December 23:59 and 1 January 00:00', async () => {
    const before91 = await lastSeq(2091);
    const before92 = await lastSeq(2092);
    const { application: a } = await newApplication(db);
    const { application: b } = await newApplication(db);
    const dec31 = await confirm(a.id, ref('dec31'), new Date('2091-12-31T22:59:00Z')); // 23:59 in Paris
    const jan1 = await confirm(b.id, ref('jan1'), new Date('2091-12-31T23:00:00Z')); // 00:00 in Paris, 2091 in UTC
    expect(dec31.invoice_number).toBe(`F-2091-${String(before91 + 1).padStart(6, '0')}`);
    expect(jan1.invoice_number).toBe(`F-2092-${String(before92 + 1).padStart(6, '0')}`);
    const rows = await queryRows<{ number: string; issued_on: string; year: number }>(
      db,
      sql`select number, issued_on::text, year from invoices where number in (${dec31.invoice_number}, ${jan1.invoice_number}) order by number`,
    );
    expect(rows).toEqual([
      { number: dec31.invoice_number, issued_on: '2091-12-31', year: 2091 },
      { number: jan1.invoice_number, issued_on: '2092-01-01', year: 2092 },
    ]);
  });

  it('gives one invoice and one email to 20 confirmations at once', async () => {
    const { application } = await newApplication(db);
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(application.id, ref('twenty'), new Date('2094-04-01T09:00:00Z'))));
    expect(new Set(results.map((r) => r.invoice_number)).size).toBe(1);
    expect(results.filter((r) => r.newly_paid)).toHaveLength(1);
    expect(await appState(application.id)).toMatchObject({ invoices: 1, mails: 1 });
  });

  it('gives 50 applications paid at once 50 consecutive numbers', async () => {
    const year = 2095;
    const before = await lastSeq(year);
    const apps = await Promise.all(Array.from({ length: 50 }, () => newApplication(db)));
    const results = await Promise.all(apps.map(({ application }, i) => confirm(application.id, ref(`fifty_${i}`), new Date(`${year}-02-02T10:00:00Z`))));
    const seqs = results.map((r) => Number(r.invoice_number.slice(-6))).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
  });

  it('refuses unknown, malformed and unpaid references', async () => {
    const { application, user } = await newApplication(db);
    await expect(confirm('not-a-uuid', 'x')).rejects.toMatchObject({ code: 'candidature_not_found' });
    await expect(confirm('00000000-0000-4000-8000-000000000000', 'x')).rejects.toMatchObject({ code: 'candidature_not_found' });
    // someone else's application is answered as if it did not exist
    await expect(confirmPayment(db, { candidatureId: application.id, reference: 'x', userId: '00000000-0000-4000-8000-000000000001' }, { kick: false })).rejects.toMatchObject({ code: 'candidature_not_found' });
    await expect(confirmPayment(db, { candidatureId: application.id, reference: '  ', userId: user.id }, { kick: false })).rejects.toMatchObject({ code: 'payment_not_completed', status: 402 });
    // a sandbox reference already used for another application
    const { application: other } = await newApplication(db);
    await confirm(other.id, ref('used_once'));
    await expect(confirm(application.id, ref('used_once'))).rejects.toMatchObject({ code: 'conflict', status: 409 });
    expect(await appState(application.id)).toMatchObject({ payment_status: 'en_attente', invoices: 0 });
  });
});

describe('issued invoices', () => {
  it('cannot be changed or deleted, and the counter only moves forward', async () => {
    const { application } = await newApplication(db);
    const { invoice_number } = await confirm(application.id, ref('immutable'), new Date('2094-06-01T10:00:00Z'));
    const attempts = [
      sql`update invoices set amount_incl_tax_cents = 1, amount_excl_tax_cents = 1, vat_cents = 0 where number = ${invoice_number}`,
      sql`update invoices set buyer = '{}'::jsonb where number = ${invoice_number}`,
      sql`delete from invoices where number = ${invoice_number}`,
      sql`update invoice_counters set last_seq = last_seq - 1 where year = 2094`,
      sql`update invoice_counters set last_seq = last_seq + 5 where year = 2094`,
      sql`delete from invoice_counters where year = 2094`,
      sql`delete from applications where id = ${application.id}`,
    ];
    for (const statement of attempts) {
      await expect(db.execute(statement)).rejects.toThrow();
    }
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from invoices where number = ${invoice_number}`);
    expect(row!.n).toBe(1);
  });

  it('prints every legal mention and the stored amounts (PDF text)', async () => {
    const { application } = await newApplication(db, { first_name: 'Élodie', last_name: 'Brûlé', brand: 'Atelier « Œuvre »', formula: 'premium' });
    const { invoice_number } = await confirm(application.id, ref('pdf'), new Date('2094-07-14T10:00:00Z'));
    const [row] = await db.select().from(invoices).where(eq(invoices.number, invoice_number));
    const bytes = await renderInvoicePdf(row!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const amount = (cents: number) => formatCents(cents, 'fr').replace(/\s+/g, ' ');
    for (const mention of [
      'FACTURE D’ACOMPTE',
      `N° ${invoice_number}`,
      'Date d’émission : 14 juillet 2094',
      'Date du versement : 14 juillet 2094',
      'SIREN',
      'Facturé à',
      'Élodie Brûlé',
      'Marque : Atelier « Œuvre »',
      (row!.buyer as { email: string }).email,
      'Acompte de 10 % sur la formule Premium',
      'Total HT',
      'TVA 20 %',
      'Total TTC',
      `Total HT ${amount(row!.amountExclTaxCents)}`,
      `TVA 20 % ${amount(row!.vatCents)}`,
      `Total TTC ${amount(row!.amountInclTaxCents)}`,
      `réglé le 14 juillet 2094 par paiement de test`,
      `Référence du paiement : ${ref('pdf')}`,
      'Facture acquittée.',
      `prix total ${amount(299_000)} TTC`,
      `solde restant dû à la facture finale : ${amount(299_000 - 29_900)} TTC`,
      'Pas d’escompte pour paiement anticipé',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'PAIEMENT DE TEST',
    ]) {
      expect(flat, mention).toContain(mention.replace(/\s+/g, ' '));
    }
    expect(row).toMatchObject({ amountInclTaxCents: 29_900, amountExclTaxCents: 24_917, vatCents: 4_983, vatRateBp: 2000 });
    // "2 990,00 €" is written with U+202F and U+00A0, which the embedded font has: a missing glyph
    // would extract as U+0000 (pdf.js turns every kind of space into U+0020).
    expect(formatCents(299_000, 'fr')).toBe('2\u202f990,00\u00a0€');
    expect(text).not.toContain('\u0000');
  });
});

