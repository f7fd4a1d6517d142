import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/collaboration-requests/{id}',
  tag: 'collaboration',
  summary: 'One request',
  access: 'member',
  success: [ok(res.collaborationRequest)],
  errors: ['request_not_found'],
};
