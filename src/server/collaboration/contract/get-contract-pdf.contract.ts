import { pdf, type EndpointContract } from '#server/platform/http/contract.ts';
import { contractPdfQuery } from './contract-pdf.ts';

export const contract = {
  method: 'get',
  path: '/api/collaboration-contract/pdf',
  tag: 'collaboration',
  summary: 'The contract as PDF once its text is locked: sealed, the signed PDF byte-identical to the one made at sealing; before both signatures, the text to sign, marked as not signed (first page and every footer)',
  access: 'member',
  query: contractPdfQuery,
  success: [pdf],
  errors: ['match_not_found', 'contract_not_finalized', 'contract_pdf_unavailable', 'busy'],
} as const satisfies EndpointContract;
