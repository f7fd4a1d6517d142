import { endpoint, route } from '#server/identity/endpoint.ts';
import { pdfResponse } from '#server/platform/pdf/pdf-document.ts';
import { contract as getWorksheetContract } from '#server/learning/worksheets/get-worksheet.contract.ts';
import { getWorksheet } from '#server/learning/worksheets/get-worksheet.ts';
import { worksheetFileName } from '#server/learning/worksheets/render-worksheet.ts';
import { worksheetPdf } from '#server/learning/worksheets/worksheet-pdf.ts';

/** The printable A4 worksheet of a checklist item with `printable_worksheet` (else 404), drawn off the event loop (decision 053). */
export const { GET, ALL } = route(
  endpoint(getWorksheetContract, async ({ user, params, query, lang, db }) => {
    const data = await getWorksheet(db, user.id, params.id, params.item_id, query.lang ?? lang);
    return pdfResponse(await worksheetPdf(data, user.id), worksheetFileName(data));
  }),
);
