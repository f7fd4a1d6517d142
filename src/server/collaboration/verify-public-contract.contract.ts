import { binary, ok, pdf, pdfFile, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/contract-verifications',
  tag: 'collaboration',
  summary: 'Public: is this PDF (`application/pdf` body), byte for byte, a contract sealed by Atelier? Nothing is stored; limited per IP',
  access: 'public',
  body: pdfFile('The PDF file (binary body)'),
  bodyType: 'application/pdf',
  success: [ok(res.publicVerification)],
  errors: ['invalid_pdf', 'empty_file', 'unsupported_media_type', 'rate_limited'],
};
