/**
 * The worksheet PDF of GET /api/cards/{card_id}/worksheet/{item_id}: drawn on a thread of the
 * render pool, in the members' lane on the caller's turn (decisions 037 and 053), so a sheet never
 * holds the event loop.
 */
import { renderWorksheetJob, type WorksheetPrinting } from './render-worksheet.ts';
import type { WorksheetData } from './get-worksheet.ts';
import { runBounded } from '#server/platform/cpu/bounded-work.ts';
import { offLoopRender } from '#server/platform/cpu/render-pool.ts';
import { env } from '#src/env.ts';

const renderOffLoop = offLoopRender<{ data: WorksheetData; printing: WorksheetPrinting }>('src/server/learning/worksheets/render-worksheet.ts', 'renderWorksheetJob', renderWorksheetJob);

export function worksheetPdf(data: WorksheetData, accountId: string): Promise<Buffer> {
  const printing: WorksheetPrinting = { timeZone: env().APP_TIMEZONE, printedAt: new Date().toISOString() };
  return runBounded({ lane: 'member', account: accountId }, (signal) => renderOffLoop({ data, printing }, { signal }));
}
