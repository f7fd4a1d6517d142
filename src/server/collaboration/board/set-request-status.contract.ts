import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { setStatusInput } from './requests.ts';
import { collaborationRequestResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'patch',
  path: '/api/collaboration-requests/{id}',
  tag: 'collaboration',
  summary: 'Open or close one’s request',
  access: 'member',
  body: setStatusInput,
  success: [ok(collaborationRequestResponse)],
  errors: ['request_not_found', 'not_request_author'],
} as const satisfies EndpointContract;
