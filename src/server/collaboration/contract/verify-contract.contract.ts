import { ok, pdfFile, type EndpointContract } from '#server/platform/http/contract.ts';
import { verifyPdfQuery, verifyTextInput } from './verify-contract.ts';
import { verificationResponse } from './collaboration-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/collaboration-contract/verify',
  tag: 'collaboration',
  summary: 'Verify a contract text (JSON `{match_id, text}`) or the signed PDF (`application/pdf` body, with `?match_id=`): only the very bytes match',
  access: 'member',
  query: verifyPdfQuery.partial(),
  body: verifyTextInput,
  otherBodies: [{ type: 'application/pdf', schema: pdfFile('The PDF to check, as the whole body (5 MB at most); `match_id` then goes in the query') }],
  success: [ok(verificationResponse)],
  errors: ['match_not_found', 'contract_not_finalized', 'contract_not_sealed', 'collaboration_closed', 'invalid_pdf', 'empty_file', 'rate_limited', 'contract_pdf_unavailable'],
} as const satisfies EndpointContract;
