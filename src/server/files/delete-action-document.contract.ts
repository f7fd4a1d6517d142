import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'delete',
  path: '/api/action-documents/{id}',
  tag: 'files',
  summary: 'Delete one of the caller’s documents',
  access: 'member',
  success: [ok(res.documentDeleted)],
  errors: ['file_not_found'],
};
