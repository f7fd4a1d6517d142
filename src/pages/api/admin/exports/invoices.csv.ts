import { route } from '../../../../server/platform/http/respond.ts';
import { readQuery } from '../../../../server/platform/http/read-input.ts';
import { requireAdmin } from '../../../../server/auth/guards.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { exportInvoicesCsv, exportInvoicesQuery, invoicesCsvFileName } from '../../../../server/invoices/export-invoices-csv.ts';

/** The accounting export (admin only): every invoice of a period as CSV (docs/api-exports.md). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireAdmin(ctx);
    const query = readQuery(ctx, exportInvoicesQuery);
    const csv = await exportInvoicesCsv(await getDb(), query);
    return new Response(csv, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${invoicesCsvFileName(query)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
