import { z } from 'zod';
import { route, readQuery } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../server/i18n/messages.ts';
import { AppError } from '../../../server/http/errors.ts';
import { pdfResponse } from '../../../server/pdf/pdf-document.ts';
import { parseInput } from '../../../server/collaboration/input.ts';
import { findMatchForParty } from '../../../server/collaboration/contract-view.ts';
import { contractPdfQuery } from '../../../server/collaboration/contract-pdf.ts';
import { checkedSealedPdf } from '../../../server/collaboration/seal-contract.ts';

/**
 * The signed PDF of a sealed contract, the very bytes stored at sealing, checked against their
 * SHA-256 (parties only; 409 until both have signed).
 */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const { match_id, download } = parseInput(contractPdfQuery, readQuery(ctx.url, z.unknown()), asLang(ctx.locals.lang));
    const db = await getDb();
    const { match } = await findMatchForParty(db, user.id, match_id);
    if (match.contractText === null) throw new AppError('contract_not_finalized');
    // Checked against its SHA-256 first (decision 037): 503 contract_pdf_unavailable when altered.
    const bytes = match.sealedAt ? await checkedSealedPdf(db, match) : null;
    if (!bytes) throw new AppError(match.closedAt ? 'collaboration_closed' : 'contract_not_sealed');
    const name = `${match.contractLang === 'en' ? 'agreement' : 'contrat'}-${match.id.slice(0, 8)}.pdf`;
    return pdfResponse(bytes, name, download === '0' ? 'inline' : 'attachment');
  },
});
