import { route } from '../../../../server/http/respond.ts';
import { requireUser } from '../../../../server/auth/guards.ts';
import { getDb } from '../../../../server/db/client.ts';
import { pdfResponse } from '../../../../server/pdf/pdf-document.ts';
import { findReadableInvoice } from '../../../../server/invoices/list-invoices.ts';
import { invoiceFileName, renderInvoicePdf } from '../../../../server/invoices/invoice-pdf.ts';

/** The invoice PDF, for its payer and for staff (others: 404). `?inline=1` opens it in the browser. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    const invoice = await findReadableInvoice(await getDb(), ctx.params.number ?? '', user);
    const inline = ctx.url.searchParams.get('inline') === '1';
    return pdfResponse(await renderInvoicePdf(invoice), invoiceFileName(invoice.number), inline ? 'inline' : 'attachment');
  },
});
