/**
 * The accounting export (decision 021, format in docs/api-exports.md): every
 * invoice issued in a period, one line each, as a CSV a French spreadsheet opens as it is.
 *
 * The columns are those of the whole journal: the type says what the document is (`acompte`,
 * `solde`, `avoir`) and « Facture liée » is the number a final invoice deducts or a credit
 * note credits, empty for a deposit invoice. A credit note's amounts are negative (money going
 * back), so a column's sum is the period's net revenue (decision 024).
 */
import { z } from 'zod';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { creditNotes, invoices } from '#db/schema.ts';
import type { CreditNoteRow } from '../refunds/serialize-credit-note.ts';
import { DAY_META, isValidYmd } from '#server/platform/dates.ts';
import { writeCsv, type CsvCell } from './write-csv.ts';
import type { InvoiceRow } from './serialize-invoice.ts';
import { regimeOf, VAT_CATEGORIES } from '../einvoice/vat-regime.ts';
import type { BuyerSnapshot } from '#db/schema/jsonb-shapes.ts';

/** A period of at most 366 days, both ends included: a leap year fits, two years do not. */
export const MAX_EXPORT_DAYS = 366;

// No `message` on these issues: a schema's own message would win over the caller's language
// (parseIn); `message_key` picks the text of field-texts.ts in fr or en.
const day = (description: string) => z.string().refine(isValidYmd, { params: { message_key: 'date', described: true } }).meta({ ...DAY_META, description });

const dayNumber = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;

/** The query the route validates (also described in /api/openapi.json). */
export const exportInvoicesQuery = z
  .strictObject({
    from: day('First day of the period (day of issue, APP_TIMEZONE), included'),
    to: day('Last day of the period, included; at most 366 days after `from` counting both ends'),
  })
  .superRefine((q, ctx) => {
    if (!isValidYmd(q.from) || !isValidYmd(q.to)) return;
    const days = dayNumber(q.to) - dayNumber(q.from) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], input: q.to, params: { message_key: 'periodOrder' } });
    else if (days > MAX_EXPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], input: q.to, params: { message_key: 'periodTooLong' } });
  });

export type ExportInvoicesQuery = z.infer<typeof exportInvoicesQuery>;

/**
 * French column titles (decision 035): the file is for a French accountant's spreadsheet. The
 * values stay codes (`acompte`, `solde`, `avoir`, `stripe`) and ISO days, which it reads as they are.
 */
export const INVOICE_CSV_HEADER = [
  'Type',
  'Numéro',
  'Date',
  'Client',
  'E-mail du client',
  'Libellé',
  'Montant HT',
  'Taux de TVA',
  'TVA',
  'Montant TTC',
  'Devise',
  'Moyen de paiement',
  'Référence du paiement',
  'Facture liée',
  // Decision 060: what the DES (art. 289 B du CGI) and the VAT return's split need, without the PDFs.
  'Régime de TVA',
  'Code d’exonération',
  'Pays du client',
  'N° de TVA du client',
  'SIREN du client',
  'Contact',
] as const;

/** The buyer as the books name it (decision 060): the company invoiced when the buyer is one, else the person. */
export interface BuyerFacts {
  customer: string;
  /** The person, when the customer is a company. */
  contact: string;
  email: string;
  country: string;
  vatNumber: string;
  siren: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function buyerFacts(buyer: BuyerSnapshot): BuyerFacts {
  const business = buyer.business ?? null;
  const address = buyer.address ?? null;
  const person = text(buyer.name);
  const company = text(business?.name).trim();
  return {
    customer: company || person,
    contact: company ? person : '',
    email: text(buyer.email),
    country: text(address?.country),
    vatNumber: text(business?.vat_number),
    siren: text(business?.siren),
  };
}

/** The regime's columns: its code, the exemption code (VATEX) when no French VAT is charged. */
function regimeCells(row: { vatRegime?: string | null; vatRateBp: number | null }): CsvCell[] {
  const regime = regimeOf(row);
  return [regime, VAT_CATEGORIES[regime].exemptionCode];
}

function buyerCells(facts: BuyerFacts): CsvCell[] {
  return [facts.country, facts.vatNumber, facts.siren, facts.contact];
}

/** One invoice as a CSV line, in the order of INVOICE_CSV_HEADER. */
export function invoiceCsvCells(row: InvoiceRow): CsvCell[] {
  const buyer = buyerFacts(row.buyer);
  return [
    row.kind,
    row.number,
    row.issuedOn,
    buyer.customer,
    buyer.email,
    row.description,
    { cents: row.amountExclTaxCents },
    // The rate in percent with a comma (20,00, 5,50); empty when VAT does not apply (art. 293 B).
    row.vatRateBp === null ? null : { cents: row.vatRateBp },
    { cents: row.vatCents },
    { cents: row.amountInclTaxCents },
    row.currency,
    row.paymentProvider,
    row.paymentReference,
    // A final invoice names the deposit invoice it deducts; a deposit invoice refers to nothing.
    row.kind === 'solde' ? (row.deduction?.number ?? '') : null,
    ...regimeCells(row),
    ...buyerCells(buyer),
  ];
}

/** One credit note as a CSV line: amounts negative, the refund's reference, the invoice it credits. */
export function creditNoteCsvCells(row: CreditNoteRow): CsvCell[] {
  const buyer = buyerFacts(row.buyer);
  return [
    'avoir',
    row.number,
    row.issuedOn,
    buyer.customer,
    buyer.email,
    row.description,
    { cents: -row.amountExclTaxCents },
    row.vatRateBp === null ? null : { cents: row.vatRateBp },
    { cents: -row.vatCents },
    { cents: -row.amountInclTaxCents },
    row.currency,
    row.paymentProvider,
    row.refundReference,
    row.invoiceNumber,
    ...regimeCells(row),
    ...buyerCells(buyer),
  ];
}

export type IssuedDocument = { type: 'invoice'; row: InvoiceRow } | { type: 'credit_note'; row: CreditNoteRow };

/**
 * Every invoice and credit note issued from `from` to `to` (days of issue), by day, then invoices
 * before credit notes, each series in number order: the order of the CSV and of the FEC.
 */
export async function documentsIssued(db: DbOrTx, query: ExportInvoicesQuery): Promise<IssuedDocument[]> {
  const [invoiceRows, noteRows] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(gte(invoices.issuedOn, query.from), lte(invoices.issuedOn, query.to)))
      .orderBy(asc(invoices.issuedOn), asc(invoices.year), asc(invoices.seq)),
    db
      .select()
      .from(creditNotes)
      .where(and(gte(creditNotes.issuedOn, query.from), lte(creditNotes.issuedOn, query.to)))
      .orderBy(asc(creditNotes.issuedOn), asc(creditNotes.year), asc(creditNotes.seq)),
  ]);
  const documents = [
    ...invoiceRows.map((row) => ({ day: row.issuedOn, series: 0, seq: row.year * 1_000_000 + row.seq, doc: { type: 'invoice' as const, row } })),
    ...noteRows.map((row) => ({ day: row.issuedOn, series: 1, seq: row.year * 1_000_000 + row.seq, doc: { type: 'credit_note' as const, row } })),
  ].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.series - b.series || a.seq - b.seq));
  return documents.map((d) => d.doc);
}

/** The CSV text of every invoice and credit note issued in the period, in documentsIssued's order. */
export async function exportInvoicesCsv(db: DbOrTx, query: ExportInvoicesQuery): Promise<string> {
  const documents = await documentsIssued(db, query);
  return writeCsv(INVOICE_CSV_HEADER, documents.map((d) => (d.type === 'invoice' ? invoiceCsvCells(d.row) : creditNoteCsvCells(d.row))));
}

export function invoicesCsvFileName(query: ExportInvoicesQuery): string {
  return `factures-${query.from}-${query.to}.csv`;
}
