import { endpoint, route } from '#server/identity/endpoint.ts';
import { pdfResponse } from '#server/platform/pdf/pdf-document.ts';
import { contract as getInvoicePdfContract } from '#server/money/invoices/get-invoice-pdf.contract.ts';
import { findReadableInvoice } from '#server/money/invoices/list-invoices.ts';
import { invoiceFileName } from '#server/money/invoices/invoice-pdf.ts';
import { invoicePdfBytes } from '#server/money/invoices/issued-documents.ts';

/**
 * The invoice PDF (its stored Factur-X file), for its payer and for staff (others: 404). `?inline=1`
 * opens it in the browser; any other value downloads (read as it comes: `input: 'manual'`).
 */
export const { GET, ALL } = route(
  endpoint(
    getInvoicePdfContract,
    async ({ ctx, user, params, db }) => {
      const invoice = await findReadableInvoice(db, params.number, user);
      const inline = ctx.url.searchParams.get('inline') === '1';
      // The stored file, byte for byte (decision 036).
      return pdfResponse(await invoicePdfBytes(db, invoice), invoiceFileName(invoice.number), inline ? 'inline' : 'attachment');
    },
    { input: 'manual' },
  ),
);
