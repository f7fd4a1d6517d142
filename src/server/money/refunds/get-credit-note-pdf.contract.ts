import { inlinePdfQuery, pdf, type EndpointContract } from '#server/platform/http/contract.ts';

export const contract = {
  method: 'get',
  path: '/api/credit-notes/{number}/pdf',
  tag: 'payments',
  summary: 'One credit note as PDF',
  access: 'signed-in',
  query: inlinePdfQuery,
  success: [pdf],
  errors: ['credit_note_not_found', 'document_unavailable', 'storage_unavailable'],
} as const satisfies EndpointContract;
