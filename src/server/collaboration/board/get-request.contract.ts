import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { collaborationRequestResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/collaboration-requests/{id}',
  tag: 'collaboration',
  summary: 'One request',
  access: 'member',
  success: [ok(collaborationRequestResponse)],
  errors: ['request_not_found'],
} as const satisfies EndpointContract;
