import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as exportFecContract } from '#server/money/invoices/export-fec.contract.ts';
import { exportFec, fecFileName } from '#server/money/invoices/export-fec.ts';

/** The sales and receipts journal in the FEC format (admin only), to merge into the company's FEC (docs/api-exports.md, decisions 035 and 060). */
export const { GET, ALL } = route(
  endpoint(exportFecContract, async ({ query, db }) => {
    const bytes = await exportFec(db, query);
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': 'text/plain; charset=iso-8859-15',
        'content-disposition': `attachment; filename="${fecFileName(query)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),
);
