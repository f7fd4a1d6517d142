import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as exportInvoicesCsvContract } from '#server/money/invoices/export-invoices-csv.contract.ts';
import { exportInvoicesCsv, invoicesCsvFileName } from '#server/money/invoices/export-invoices-csv.ts';

/** The accounting export (admin only): every invoice of a period as CSV (docs/api-exports.md). */
export const { GET, ALL } = route(
  endpoint(exportInvoicesCsvContract, async ({ query, db }) => {
    const csv = await exportInvoicesCsv(db, query);
    return new Response(csv, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${invoicesCsvFileName(query)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),
);
