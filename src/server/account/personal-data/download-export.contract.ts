import { type EndpointContract } from '#server/platform/http/contract.ts';

export const contract = {
  method: 'get',
  path: '/api/my-data/export/{id}',
  tag: 'users',
  summary: 'Download the ready archive, once (then erased); 404 for anyone but its member, used or expired',
  access: 'signed-in',
  success: [{ status: 200, description: 'The ZIP archive (README.txt, JSON files, PDFs, stored files)', types: ['application/zip'] }],
  errors: ['export_not_found', 'storage_unavailable'],
} as const satisfies EndpointContract;
