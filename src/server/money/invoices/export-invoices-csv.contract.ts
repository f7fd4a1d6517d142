import { type EndpointContract } from '#server/platform/http/contract.ts';
import { exportInvoicesQuery } from './export-invoices-csv.ts';

export const contract = {
  method: 'get',
  path: '/api/admin/exports/invoices.csv',
  tag: 'payments',
  summary: 'Accounting export (admin): every invoice issued from `from` to `to`, one line each (format: docs/api-exports.md)',
  access: 'admin',
  query: exportInvoicesQuery,
  success: [{ status: 200, description: 'The CSV file (UTF-8 with BOM, `;` separator, CRLF, decimal comma, French column titles; the customer is the company invoiced, with the VAT regime, exemption code, country, VAT number and SIREN, decision 060), as an attachment `factures-<from>-<to>.csv`', type: 'text/csv' }],
} as const satisfies EndpointContract;
