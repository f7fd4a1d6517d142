import { endpoint, route } from '#server/identity/endpoint.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { pdfResponse } from '#server/platform/pdf/pdf-document.ts';
import { contract as getContractPdfContract } from '#server/collaboration/contract/get-contract-pdf.contract.ts';
import { findMatchForParty } from '#server/collaboration/contract/contract-view.ts';
import { unsignedContractPdf } from '#server/collaboration/contract/unsigned-contract-pdf.ts';
import { checkedSealedPdf } from '#server/collaboration/contract/seal-contract.ts';

/**
 * The contract as PDF from the moment its text is locked (parties only): once sealed, the signed
 * PDF, the very bytes stored at sealing, checked against their SHA-256 (decision 037: 503
 * contract_pdf_unavailable when altered); before (or after a close without both signatures), the
 * text to sign, marked as not signed on its first page and in every footer (decision 015).
 */
export const { GET, ALL } = route(
  endpoint(getContractPdfContract, async ({ user, query, db }) => {
    const { match_id, download } = query;
    const { match } = await findMatchForParty(db, user.id, match_id);
    if (match.contractText === null) throw new AppError('contract_not_finalized');
    const sealed = match.sealedAt ? await checkedSealedPdf(db, match) : null;
    const base = `${match.contractLang === 'en' ? 'agreement' : 'contrat'}-${match.id.slice(0, 8)}`;
    const disposition = download === '0' ? 'inline' : 'attachment';
    if (sealed) return pdfResponse(sealed, `${base}.pdf`, disposition);
    const bytes = await unsignedContractPdf(match, user.id);
    return pdfResponse(bytes, `${base}-${match.contractLang === 'en' ? 'unsigned' : 'non-signe'}.pdf`, disposition);
  }),
);
