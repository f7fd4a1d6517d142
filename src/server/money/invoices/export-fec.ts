/**
 * GET /api/admin/exports/fec.txt (admin; decisions 035 and 060, docs/api-exports.md): the sales
 * and receipts journal of a period in the FEC format, to merge into the company's FEC (Pennylane,
 * Cegid, Sage import it). The lines are built by fec-lines.ts; the accounts come from the
 * ACCOUNTING_* settings; this file reads what the lines need from the database.
 */
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { creditNotes, invoices, paymentFees, payouts } from '#db/schema.ts';
import { env } from '#src/env.ts';
import { regimeOf } from '../einvoice/vat-regime.ts';
import { buyerFacts, documentsIssued, type ExportInvoicesQuery, type IssuedDocument } from './export-invoices-csv.ts';
import { encodeLatin9, fecLines, writeFec, type FecAccounts, type FecDocument } from './fec-lines.ts';

export function fecAccounts(): FecAccounts {
  const s = env();
  return {
    customer: s.ACCOUNTING_CUSTOMER_ACCOUNT,
    // ACCOUNTING_REVENUE_ACCOUNT, the one account before decision 060, stays the French one when set.
    revenue: { fr: s.ACCOUNTING_REVENUE_ACCOUNT_FR ?? s.ACCOUNTING_REVENUE_ACCOUNT ?? '706100', eu: s.ACCOUNTING_REVENUE_ACCOUNT_EU, nonEu: s.ACCOUNTING_REVENUE_ACCOUNT_NON_EU },
    vat: s.ACCOUNTING_VAT_ACCOUNT,
    deposits: s.ACCOUNTING_DEPOSIT_ACCOUNT,
    bank: s.ACCOUNTING_BANK_ACCOUNT,
    stripe: s.ACCOUNTING_STRIPE_ACCOUNT,
    fees: s.ACCOUNTING_FEES_ACCOUNT,
  };
}

/** The invoices and credit notes of the documents' applications, whatever their day: what 4191 holds. */
interface History {
  invoices: { id: string; applicationId: string; kind: string; issuedAt: Date }[];
  creditNotes: { invoiceId: string; exclCents: number; issuedAt: Date }[];
}

async function historyOf(db: DbOrTx, documents: readonly IssuedDocument[]): Promise<History> {
  const applicationIds = [...new Set(documents.map((d) => d.row.applicationId))];
  if (applicationIds.length === 0) return { invoices: [], creditNotes: [] };
  const [invoiceRows, noteRows] = await Promise.all([
    db.select({ id: invoices.id, applicationId: invoices.applicationId, kind: invoices.kind, issuedAt: invoices.issuedAt }).from(invoices).where(inArray(invoices.applicationId, applicationIds)),
    db.select({ invoiceId: creditNotes.invoiceId, exclCents: creditNotes.amountExclTaxCents, issuedAt: creditNotes.issuedAt }).from(creditNotes).where(inArray(creditNotes.applicationId, applicationIds)),
  ]);
  return { invoices: invoiceRows, creditNotes: noteRows };
}

function fecDocument(d: IssuedDocument, history: History): FecDocument {
  const buyer = buyerFacts(d.row.buyer);
  const common = {
    number: d.row.number,
    day: d.row.issuedOn,
    customerId: d.row.userId,
    customerName: buyer.customer,
    country: buyer.country,
    taxId: buyer.vatNumber || buyer.siren,
    regime: regimeOf(d.row),
    vatRateBp: d.row.vatRateBp,
    exclCents: d.row.amountExclTaxCents,
    vatCents: d.row.vatCents,
    inclCents: d.row.amountInclTaxCents,
    provider: d.row.paymentProvider,
  };
  if (d.type === 'invoice') {
    const kind = d.row.kind === 'solde' ? 'solde' : 'acompte';
    if (kind === 'acompte') return { ...common, type: 'invoice', kind };
    // The deposit still held in 4191 when the final invoice was issued: as deducted, less its credit notes until then.
    const deduction = (d.row.deduction ?? {}) as { invoice_id?: unknown; excl_tax_cents?: unknown };
    const issuedAt = d.row.issuedAt.getTime();
    const refunded = history.creditNotes.filter((n) => n.invoiceId === deduction.invoice_id && n.issuedAt.getTime() < issuedAt).reduce((sum, n) => sum + n.exclCents, 0);
    const deducted = typeof deduction.excl_tax_cents === 'number' ? deduction.excl_tax_cents : 0;
    return { ...common, type: 'invoice', kind, depositExclCents: Math.max(0, deducted - refunded) };
  }
  const credited = history.invoices.find((i) => i.id === d.row.invoiceId);
  const kind = credited?.kind === 'solde' ? 'solde' : 'acompte';
  const final = history.invoices.find((i) => i.applicationId === d.row.applicationId && i.kind === 'solde');
  return { ...common, type: 'credit_note', kind, depositInRevenue: final !== undefined && final.issuedAt.getTime() <= d.row.issuedAt.getTime() };
}

/** The journal's bytes (ISO 8859-15) for the documents issued, the fees charged and the payouts arrived from `from` to `to`. */
export async function exportFec(db: DbOrTx, query: ExportInvoicesQuery): Promise<Buffer> {
  const issued = await documentsIssued(db, query);
  const [history, fees, paid] = await Promise.all([
    historyOf(db, issued),
    db.select().from(paymentFees).where(and(gte(paymentFees.day, query.from), lte(paymentFees.day, query.to))).orderBy(asc(paymentFees.day), asc(paymentFees.invoiceNumber)),
    db.select().from(payouts).where(and(gte(payouts.arrivalOn, query.from), lte(payouts.arrivalOn, query.to))).orderBy(asc(payouts.arrivalOn), asc(payouts.id)),
  ]);
  const documents = issued.map((d) => fecDocument(d, history));
  const stripe = {
    fees: fees.map((f) => ({ invoiceNumber: f.invoiceNumber, day: f.day, feeCents: f.feeCents, reference: f.reference })),
    payouts: paid.map((p) => ({ id: p.id, day: p.arrivalOn, amountCents: p.amountCents })),
  };
  return encodeLatin9(writeFec(fecLines(documents, fecAccounts(), stripe)));
}

/**
 * `<SIREN>-journal-ventes-encaissements-<from>-<to>.txt` (decision 060): what the file is, a
 * journal of the period to merge into the company's FEC, not the statutory `<SIREN>FEC<date>.txt`
 * (art. L47 A-I LPF) it would be mistaken for. Without SELLER_SIREN (never in production,
 * src/env.ts) nine zeros stand in, visibly unconfigured.
 */
export function fecFileName(query: ExportInvoicesQuery): string {
  return `${env().SELLER_SIREN ?? '000000000'}-journal-ventes-encaissements-${query.from}-${query.to}.txt`;
}
