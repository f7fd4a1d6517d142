import { inlinePdfQuery, pdf, type EndpointContract } from '#server/platform/http/contract.ts';

export const contract = {
  method: 'get',
  path: '/api/invoices/{number}/pdf',
  tag: 'payments',
  summary: 'One invoice as PDF',
  access: 'signed-in',
  query: inlinePdfQuery,
  success: [pdf],
  errors: ['invoice_not_found', 'document_unavailable', 'storage_unavailable'],
} as const satisfies EndpointContract;
