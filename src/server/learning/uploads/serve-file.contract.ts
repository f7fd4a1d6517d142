import { type EndpointContract } from '#server/platform/http/contract.ts';

export const contract = {
  method: 'get',
  path: '/api/files/{id}',
  tag: 'files',
  summary: 'An uploaded file (owner, staff, or a party that may see it)',
  access: 'signed-in',
  success: [{ status: 200, description: 'The stored bytes: photos as WebP (inline), documents as PDF or ZIP (attachment)', types: ['image/webp', 'application/pdf', 'application/zip'] }],
  errors: ['file_not_found'],
} as const satisfies EndpointContract;
