import { route } from '../../../../server/platform/http/respond.ts';
import { requireUser } from '../../../../server/auth/guards.ts';
import { getDb } from '../../../../server/platform/db/client.ts';
import { pdfResponse } from '../../../../server/platform/pdf/pdf-document.ts';
import { findReadableCreditNote } from '../../../../server/refunds/list-credit-notes.ts';
import { creditNoteFileName } from '../../../../server/refunds/credit-note-pdf.ts';
import { creditNotePdfBytes } from '../../../../server/invoices/issued-documents.ts';

/** The credit note PDF (its stored Factur-X file), for its payer and for staff (others: 404). `?inline=1` opens it in the browser. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    const db = await getDb();
    const { note, invoiceIssuedOn } = await findReadableCreditNote(db, ctx.params.number ?? '', user);
    const inline = ctx.url.searchParams.get('inline') === '1';
    // The stored file, byte for byte (decision 036).
    return pdfResponse(await creditNotePdfBytes(db, note, invoiceIssuedOn), creditNoteFileName(note.number), inline ? 'inline' : 'attachment');
  },
});
