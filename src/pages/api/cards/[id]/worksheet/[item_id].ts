import { route } from '../../../../../server/platform/http/respond.ts';
import { readQuery } from '../../../../../server/platform/http/read-input.ts';
import { getDb } from '../../../../../server/platform/db/client.ts';
import { requireMember } from '../../../../../server/auth/guards.ts';
import { pdfResponse } from '../../../../../server/platform/pdf/pdf-document.ts';
import { getWorksheet, worksheetQuery } from '../../../../../server/worksheets/get-worksheet.ts';
import { worksheetFileName } from '../../../../../server/worksheets/render-worksheet.ts';
import { worksheetPdf } from '../../../../../server/worksheets/worksheet-pdf.ts';

/** The printable A4 worksheet of a checklist item with `printable_worksheet` (else 404). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const lang = readQuery(ctx, worksheetQuery).lang ?? ctx.locals.lang;
    const data = await getWorksheet(await getDb(), user.id, ctx.params.id ?? '', ctx.params.item_id ?? '', lang);
    return pdfResponse(await worksheetPdf(data, user.id), worksheetFileName(data));
  },
});
