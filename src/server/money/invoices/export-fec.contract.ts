import { type EndpointContract } from '#server/platform/http/contract.ts';
import { exportInvoicesQuery } from './export-invoices-csv.ts';

export const contract = {
  method: 'get',
  path: '/api/admin/exports/fec.txt',
  tag: 'payments',
  summary:
    'The sales and receipts journal in the FEC format (admin; decision 060): the documents issued, their payments and refunds, Stripe’s fees and payouts from `from` to `to`, to merge into the company’s FEC (art. A47 A-1 LPF) — not the statutory FEC itself (format: docs/api-exports.md)',
  access: 'admin',
  query: exportInvoicesQuery,
  success: [
    {
      status: 200,
      description:
        'ISO 8859-15, the 18 columns tab-separated, CRLF, dates YYYYMMDD, decimal comma. Journal VE: one sales entry per document (411 / 4191 / 706 per VAT regime / 44571), numbered by the document (`F-2026-000012`); journal BQ: its payment `P-…` or refund `R-…`, Stripe’s fee `C-…` (627) and payouts `V-po_…` (512 against the Stripe clearing account). As an attachment `<SIREN>-journal-ventes-encaissements-<from>-<to>.txt`',
      type: 'text/plain',
    },
  ],
} as const satisfies EndpointContract;
