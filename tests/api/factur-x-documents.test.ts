/**
 * Issued documents as Factur-X files (decision 036), on a server with a configured seller: a
 * deposit invoice, a final invoice and a credit note each carry factur-x.xml, pass the EN 16931
 * and the French BR-FR rules (0 fatal each, decision 047), state in the XML the totals the page prints, are downloaded
 * byte-identical twice and attached to their email as the same bytes; a stored file whose
 * SHA-256 no longer matches is never served (503 document_unavailable, logged).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { applicationBody, freshIp } from '../support/applications.ts';
import { mailsTo } from '../support/outbox.ts';
import { ciiTotals, embeddedFiles, facturXml, frenchEuros, pdfText, validateFacturX } from '../support/factur-x.ts';
import { servicePeriod } from '#server/money/formulas/service-period.ts';
import { formatDay } from '#i18n/format.ts';

const SELLER = {
  SELLER_NAME: 'Atelier Conseil SAS',
  SELLER_LEGAL_FORM: 'SAS',
  SELLER_SHARE_CAPITAL_CENTS: '1000000',
  SELLER_ADDRESS: '12 rue des Artisans, 75011 Paris',
  SELLER_SIREN: '732829320',
  SELLER_RCS_CITY: 'Paris',
  SELLER_VAT_NUMBER: 'FR44732829320',
  SELLER_EMAIL: 'factures@atelier.example',
  SELLER_VAT_ON_DEBITS: 'true',
  // The formula's own period, printed on its final invoice (decision 050).
  FORMULA_ESSENTIEL_MONTHS: '6',
};

let server: RunningServer;

async function call(path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString('utf8')) : null;
  return { status: res.status, body: json, bytes };
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The PDF attached to the mail to `email` whose attachment is named after `number`. */
async function mailedPdf(email: string, number: string): Promise<Buffer> {
  const deadline = Date.now() + 15_000;
  const part = new RegExp(`Content-Type: application/pdf;[^\\n]*\\n(?:[^\\n]+\\n)*?[^\\n]*${number}\\.pdf[^\\n]*\\n(?:[^\\n]+\\n)*?\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`);
  for (;;) {
    for (const mail of await mailsTo(email, server.dataDir)) {
      const found = part.exec(mail);
      if (found) return Buffer.from(found[1]!.replace(/\s+/g, ''), 'base64');
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with the PDF of ${number}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Downloads a document twice, checks it is the same file, a valid Factur-X whose XML totals are the page's. */
async function checkDocument(url: string, token: string, expected: { exclTax: number; vat: number; inclTax: number; labels: [string, string, string] }) {
  const first = await call(url, { token });
  const second = await call(url, { token });
  expect(first.status).toBe(200);
  expect(sha(second.bytes)).toBe(sha(first.bytes));
  expect(embeddedFiles(first.bytes)).toMatch(/^\s*1: factur-x\.xml$/m);
  const verdict = validateFacturX(first.bytes);
  expect(verdict.fatal, verdict.output).toBe(0);
  const xml = facturXml(first.bytes);
  const totals = ciiTotals(xml);
  expect(totals).toMatchObject({ exclTax: expected.exclTax, vat: expected.vat, inclTax: expected.inclTax, due: 0 });
  const text = pdfText(first.bytes);
  const [ht, tva, ttc] = expected.labels;
  expect(text).toContain(`${ht} ${frenchEuros(totals.exclTax)}`);
  expect(text).toMatch(new RegExp(`${tva} ${frenchEuros(totals.vat)}`));
  expect(text).toContain(`${ttc} ${frenchEuros(totals.inclTax)}`);
  return { bytes: first.bytes, xml, text };
}

describe('issued documents are stored Factur-X files', () => {
  beforeAll(async () => {
    server = await startServer(SELLER);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('deposit, final invoice and credit note: EN 16931 and BR-FR valid, totals as printed, downloaded and mailed as the same bytes', async () => {
    const email = `fx-${randomUUID().slice(0, 12)}@test.atelier.local`;
    // A French business: its SIREN is one of the 2026 mentions.
    const created = await call('/api/candidatures', { body: applicationBody({ email, formula: 'essentiel', buyer_business: { name: 'Céramiques Camille SARL', siren: '552 100 554' } }) });
    expect(created.status).toBe(201);
    const { id, token } = created.body;
    const paid = await call('/api/payment/confirm', { body: { candidature_id: id, payment_reference: `test_dep_${randomUUID().slice(0, 8)}` }, token });
    expect(paid.status).toBe(200);
    const staff = (await call('/auth/dev-signup', { body: { role: 'responsable' } })).body.token as string;
    expect((await call(`/api/candidatures/${id}/balance`, { method: 'POST', token: staff })).status).toBe(201);
    const checkout = await call('/api/payment/checkout', { body: { candidature_id: id, purpose: 'solde' }, token });
    expect(checkout.status).toBe(200);
    expect((await call('/api/payment/confirm', { body: { candidature_id: id, payment_reference: checkout.body.reference, purpose: 'solde' }, token })).status).toBe(200);
    const invoices = (await call('/api/invoices', { token })).body as { kind: string; number: string; url: string; issued_on: string; amount_excl_tax_cents: number; vat_cents: number; amount_incl_tax_cents: number }[];
    const deposit = invoices.find((i) => i.kind === 'acompte')!;
    const final = invoices.find((i) => i.kind === 'solde')!;

    const dep = await checkDocument(deposit.url, token, { exclTax: deposit.amount_excl_tax_cents, vat: deposit.vat_cents, inclTax: deposit.amount_incl_tax_cents, labels: ['Total HT', 'TVA 20 %', 'Total TTC'] });
    expect(dep.xml).toContain('<ram:TypeCode>386</ram:TypeCode>');
    // already paid (S2): due the day it was paid (BT-9, BR-FR-CO-09), printed as such
    expect(dep.xml).toContain('<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>S2</ram:ID>');
    expect(dep.xml).toMatch(/<ram:DueDateDateTime><udt:DateTimeString format="102">\d{8}<\/udt:DateTimeString><\/ram:DueDateDateTime>/);
    expect(dep.text).toMatch(/Date d’échéance : \d+ \S+ \d{4}/);
    // VAT on debits configured: BT-8 says so, and the page prints the option.
    expect(dep.xml).toContain('<ram:DueDateTypeCode>5</ram:DueDateTypeCode>');
    expect(dep.text).toContain('Option pour le paiement de la taxe d’après les débits');
    expect(dep.text).toContain('Nature de l’opération : prestation de services');
    expect(dep.xml).toContain('<ram:Name>Céramiques Camille SARL</ram:Name><ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">552100554</ram:ID>');
    expect(dep.text).toContain('Céramiques Camille SARL SIREN 552 100 554');
    // Art. R123-237 du Code de commerce: legal form, capital, RCS, on the page and as BT-33 (decision 050).
    expect(dep.xml.replace(/[\u00a0\u202f]/g, ' ')).toContain('<ram:Name>Atelier Conseil SAS</ram:Name><ram:Description>SAS au capital de 10 000 € — RCS Paris 732 829 320</ram:Description>');
    expect(dep.text).toContain('SAS au capital de 10 000 €');
    expect(dep.text).toContain('SIREN 732 829 320 — RCS Paris');
    expect(await mailedPdf(email, deposit.number)).toEqual(dep.bytes);

    const fin = await checkDocument(final.url, token, { exclTax: final.amount_excl_tax_cents, vat: final.vat_cents, inclTax: final.amount_incl_tax_cents, labels: ['Solde HT', 'Solde TVA 20 %', 'Solde TTC'] });
    expect(fin.xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(fin.xml).toContain('<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>S4</ram:ID>');
    expect(fin.xml).toContain(`<ram:IssuerAssignedID>${deposit.number}</ram:IssuerAssignedID>`);
    // The formula's period (6 months here) from the deposit's payment, not the two payment days (decision 050).
    const period = servicePeriod(deposit.issued_on, 6);
    const day102 = (ymd: string) => `<udt:DateTimeString format="102">${ymd.replaceAll('-', '')}</udt:DateTimeString>`;
    expect(fin.xml).toContain(`<ram:BillingSpecifiedPeriod><ram:StartDateTime>${day102(period.start)}</ram:StartDateTime><ram:EndDateTime>${day102(period.end)}</ram:EndDateTime></ram:BillingSpecifiedPeriod>`);
    expect(fin.text).toContain(`Période de la prestation : du ${formatDay(period.start, 'fr')} au ${formatDay(period.end, 'fr')}`.replace(/[\u00a0\u202f]/g, ' '));
    expect(await mailedPdf(email, final.number)).toEqual(fin.bytes);

    const refunded = await call(`/api/invoices/${final.number}/refunds`, { body: { amount_cents: 10_000, reason: 'Geste commercial' }, token: staff, headers: { 'idempotency-key': randomUUID() } });
    expect(refunded.status).toBe(201);
    const note = refunded.body.credit_note as { number: string; url: string; amount_excl_tax_cents: number; vat_cents: number; amount_incl_tax_cents: number };
    const cn = await checkDocument(note.url, token, { exclTax: note.amount_excl_tax_cents, vat: note.vat_cents, inclTax: note.amount_incl_tax_cents, labels: ['Total HT de l’avoir', 'TVA 20 %', 'Total TTC de l’avoir'] });
    expect(cn.xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(cn.xml).toContain(`<ram:IssuerAssignedID>${final.number}</ram:IssuerAssignedID>`);
    // a rectifying invoice keeps the payment-terms mentions, on the page as in the XML (BR-FR-05, decision 047)
    expect(cn.text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(cn.xml).toMatch(/<ram:SubjectCode>PMD<\/ram:SubjectCode>.*<ram:SubjectCode>PMT<\/ram:SubjectCode>/);
    expect(cn.xml).toContain('<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>S2</ram:ID>');
    expect(await mailedPdf(email, note.number)).toEqual(cn.bytes);
  }, 120_000); // three documents under two validator stylesheets, on a busy machine

  it('never serves a stored file whose SHA-256 no longer matches: 503 document_unavailable, logged', async () => {
    const created = await call('/api/candidatures', { body: applicationBody({ email: `fx-${randomUUID().slice(0, 12)}@test.atelier.local` }) });
    const { id, token } = created.body;
    const paid = await call('/api/payment/confirm', { body: { candidature_id: id, payment_reference: `test_dep_${randomUUID().slice(0, 8)}` }, token });
    const number = paid.body.invoice_number as string;
    const url = `/api/invoices/${number}/pdf`;
    const good = await call(url, { token });
    expect(good.status).toBe(200);
    const dir = join(server.dataDir, 'uploads', 'issued', 'invoice');
    // The email's first use and this download may both have rendered it: the loser removes its
    // file just after its insert loses, so wait until only the stored one is left.
    let files: string[] = [];
    for (let tries = 0; tries < 100; tries += 1) {
      files = (await readdir(dir)).filter((f) => f.startsWith(number.toLowerCase()));
      if (files.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(files).toHaveLength(1);
    const file = files[0];
    const tampered = Buffer.from(good.bytes);
    tampered[tampered.length - 10] = tampered[tampered.length - 10]! ^ 0x01;
    await writeFile(join(dir, file!), tampered);
    const refused = await call(url, { token });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('document_unavailable');
    expect(server.output()).toMatch(new RegExp(`issued document ${number} \\(invoice\\): SHA-256`));
    // and never rendered again in its place
    expect((await call(url, { token })).status).toBe(503);
    // the genuine bytes back: served again
    await writeFile(join(dir, file!), good.bytes);
    const back = await call(url, { token });
    expect(back.status).toBe(200);
    expect(sha(back.bytes)).toBe(sha(good.bytes));
  });
});
