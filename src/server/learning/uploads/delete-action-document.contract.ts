import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { documentDeletedResponse } from './file-responses.ts';

export const contract = {
  method: 'delete',
  path: '/api/action-documents/{id}',
  tag: 'files',
  summary: 'Delete one of the caller’s documents',
  access: 'member',
  success: [ok(documentDeletedResponse)],
  errors: ['file_not_found'],
} as const satisfies EndpointContract;
