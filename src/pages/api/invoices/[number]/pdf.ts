import { route } from '../../../../server/platform/http/respond.ts';
import { requireUser } from '../../../../server/auth/guards.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { pdfResponse } from '../../../../server/platform/pdf/pdf-document.ts';
import { findReadableInvoice } from '../../../../server/invoices/list-invoices.ts';
import { invoiceFileName } from '../../../../server/invoices/invoice-pdf.ts';
import { invoicePdfBytes } from '../../../../server/invoices/issued-documents.ts';

/** The invoice PDF (its stored Factur-X file), for its payer and for staff (others: 404). `?inline=1` opens it in the browser. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    const db = await getDb();
    const invoice = await findReadableInvoice(db, ctx.params.number ?? '', user);
    const inline = ctx.url.searchParams.get('inline') === '1';
    // The stored file, byte for byte (decision 036).
    return pdfResponse(await invoicePdfBytes(db, invoice), invoiceFileName(invoice.number), inline ? 'inline' : 'attachment');
  },
});
