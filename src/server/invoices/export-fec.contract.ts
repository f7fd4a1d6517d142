import { type EndpointContract } from '../platform/openapi/contract.ts';
import { exportInvoicesQuery } from './export-invoices-csv.ts';

export const contract = {
  method: 'get',
  path: '/api/admin/exports/fec.txt',
  tag: 'payments',
  summary: 'The accountant’s journal (admin): the documents issued from `from` to `to` as a FEC, art. A47 A-1 LPF (format: docs/api-exports.md)',
  access: 'admin',
  query: exportInvoicesQuery,
  success: [{ status: 200, description: 'The FEC (ISO 8859-15, the 18 columns tab-separated, CRLF, dates YYYYMMDD, decimal comma; one sales entry per document and one bank entry per payment or refund), as an attachment `<SIREN>FEC<to as YYYYMMDD>.txt`', type: 'text/plain' }],
} as const satisfies EndpointContract;
