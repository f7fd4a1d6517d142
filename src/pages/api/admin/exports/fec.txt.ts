import { route } from '../../../../server/platform/http/respond.ts';
import { readQuery } from '../../../../server/platform/http/read-input.ts';
import { requireAdmin } from '../../../../server/auth/guards.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { exportInvoicesQuery } from '../../../../server/invoices/export-invoices-csv.ts';
import { exportFec, fecFileName } from '../../../../server/invoices/export-fec.ts';

/** The accountant's journal (admin only): the period's documents as a FEC (docs/api-exports.md, decision 035). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireAdmin(ctx);
    const query = readQuery(ctx, exportInvoicesQuery);
    const bytes = await exportFec(await getDb(), query);
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': 'text/plain; charset=iso-8859-15',
        'content-disposition': `attachment; filename="${fecFileName(query)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});
