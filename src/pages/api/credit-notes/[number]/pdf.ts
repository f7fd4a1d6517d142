import { endpoint, route } from '#server/identity/endpoint.ts';
import { pdfResponse } from '#server/platform/pdf/pdf-document.ts';
import { contract as getCreditNotePdfContract } from '#server/money/refunds/get-credit-note-pdf.contract.ts';
import { findReadableCreditNote } from '#server/money/refunds/list-credit-notes.ts';
import { creditNoteFileName } from '#server/money/refunds/credit-note-pdf.ts';
import { creditNotePdfBytes } from '#server/money/invoices/issued-documents.ts';

/**
 * The credit note PDF (its stored Factur-X file), for its payer and for staff (others: 404).
 * `?inline=1` opens it in the browser; any other value downloads (read as it comes: `input: 'manual'`).
 */
export const { GET, ALL } = route(
  endpoint(
    getCreditNotePdfContract,
    async ({ ctx, user, params, db }) => {
      const { note, invoiceIssuedOn } = await findReadableCreditNote(db, params.number, user);
      const inline = ctx.url.searchParams.get('inline') === '1';
      // The stored file, byte for byte (decision 036).
      return pdfResponse(await creditNotePdfBytes(db, note, invoiceIssuedOn), creditNoteFileName(note.number), inline ? 'inline' : 'attachment');
    },
    { input: 'manual' },
  ),
);
