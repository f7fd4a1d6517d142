import { z } from 'zod';
import { route, readQuery } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../server/i18n/messages.ts';
import { AppError } from '../../../server/http/errors.ts';
import { pdfResponse } from '../../../server/pdf/pdf-document.ts';
import { env } from '../../../env.ts';
import { parseInput } from '../../../server/collaboration/input.ts';
import { findMatchForParty } from '../../../server/collaboration/contract-view.ts';
import { contractPdf, contractPdfQuery } from '../../../server/collaboration/contract-pdf.ts';

/** The sealed contract as PDF with its certificate page (parties only; 409 before it is sealed). */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const { match_id, download } = parseInput(contractPdfQuery, readQuery(ctx.url, z.unknown()), asLang(ctx.locals.lang));
    const { match } = await findMatchForParty(await getDb(), user.id, match_id);
    if (match.contractText === null) throw new AppError('contract_not_finalized');
    const name = `${match.contractLang === 'en' ? 'agreement' : 'contrat'}-${match.id.slice(0, 8)}.pdf`;
    return pdfResponse(await contractPdf(match, env().APP_TIMEZONE), name, download === '0' ? 'inline' : 'attachment');
  },
});
