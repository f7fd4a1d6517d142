import { ok, pdfFile, type EndpointContract } from '#server/platform/http/contract.ts';
import { publicVerificationResponse } from './collaboration-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/contract-verifications',
  tag: 'collaboration',
  summary: 'Public: is this PDF (`application/pdf` body), byte for byte, a contract sealed by Atelier? Nothing is stored; limited per IP',
  access: 'public',
  body: pdfFile('The PDF file (binary body)'),
  bodyType: 'application/pdf',
  success: [ok(publicVerificationResponse)],
  errors: ['invalid_pdf', 'empty_file', 'unsupported_media_type', 'rate_limited', 'contract_pdf_unavailable'],
} as const satisfies EndpointContract;
