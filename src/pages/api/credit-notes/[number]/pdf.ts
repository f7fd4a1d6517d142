import { route } from '../../../../server/http/respond.ts';
import { requireUser } from '../../../../server/auth/guards.ts';
import { getDb } from '../../../../server/db/client.ts';
import { pdfResponse } from '../../../../server/pdf/pdf-document.ts';
import { findReadableCreditNote } from '../../../../server/refunds/list-credit-notes.ts';
import { creditNoteFileName, renderCreditNotePdf } from '../../../../server/refunds/credit-note-pdf.ts';

/** The credit note PDF, for its payer and for staff (others: 404). `?inline=1` opens it in the browser. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireUser(ctx);
    const { note, invoiceIssuedOn } = await findReadableCreditNote(await getDb(), ctx.params.number ?? '', user);
    const inline = ctx.url.searchParams.get('inline') === '1';
    return pdfResponse(await renderCreditNotePdf(note, invoiceIssuedOn), creditNoteFileName(note.number), inline ? 'inline' : 'attachment');
  },
});
