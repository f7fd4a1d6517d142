import { ok, type EndpointContract } from '../openapi/contract.ts';
import { setStatusInput } from './requests.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'patch',
  path: '/api/collaboration-requests/{id}',
  tag: 'collaboration',
  summary: 'Open or close one’s request',
  access: 'member',
  body: setStatusInput,
  success: [ok(res.collaborationRequest)],
  errors: ['request_not_found', 'not_request_author'],
};
