/**
 * GET /api/admin/exports/fec.txt (admin; decision 035, docs/api-exports.md): the documents of a
 * period as a FEC an accounting tool imports (Pennylane, Cegid, Sage, the tax administration's
 * Test Compta Demat). The lines are built by fec-lines.ts; the accounts come from the ACCOUNTING_*
 * settings.
 */
import type { DbOrTx } from '../platform/db/client.ts';
import { env } from '../../env.ts';
import { documentsIssued, type ExportInvoicesQuery, type IssuedDocument } from './export-invoices-csv.ts';
import { encodeLatin9, fecDay, fecLines, writeFec, type FecAccounts, type FecDocument } from './fec-lines.ts';

export function fecAccounts(): FecAccounts {
  const s = env();
  return {
    customer: s.ACCOUNTING_CUSTOMER_ACCOUNT,
    revenue: s.ACCOUNTING_REVENUE_ACCOUNT,
    vat: s.ACCOUNTING_VAT_ACCOUNT,
    bank: s.ACCOUNTING_BANK_ACCOUNT,
    stripe: s.ACCOUNTING_STRIPE_ACCOUNT ?? null,
  };
}

function fecDocument(d: IssuedDocument): FecDocument {
  const buyer = d.row.buyer as { name?: unknown };
  return {
    type: d.type,
    number: d.row.number,
    day: d.row.issuedOn,
    customerId: d.row.userId,
    customerName: typeof buyer.name === 'string' ? buyer.name : '',
    exclCents: d.row.amountExclTaxCents,
    vatCents: d.row.vatCents,
    inclCents: d.row.amountInclTaxCents,
    provider: d.row.paymentProvider,
  };
}

/** The FEC's bytes (ISO 8859-15) for the documents issued from `from` to `to`. */
export async function exportFec(db: DbOrTx, query: ExportInvoicesQuery): Promise<Buffer> {
  const documents = (await documentsIssued(db, query)).map(fecDocument);
  return encodeLatin9(writeFec(fecLines(documents, fecAccounts())));
}

/**
 * `<SIREN>FEC<YYYYMMDD>.txt`, the name the administration expects: the seller's SIREN and the
 * period's last day (the closing day of the fiscal year). Without SELLER_SIREN (never in
 * production, src/env.ts) nine zeros stand in, visibly unconfigured.
 */
export function fecFileName(query: ExportInvoicesQuery): string {
  return `${env().SELLER_SIREN ?? '000000000'}FEC${fecDay(query.to)}.txt`;
}
