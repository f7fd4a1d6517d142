import { LANG, ok, type EndpointContract } from '../openapi/contract.ts';
import { createRequestInput } from './requests.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/collaboration-requests',
  tag: 'collaboration',
  summary: 'Publish a request',
  access: 'member',
  body: createRequestInput(LANG),
  success: [ok(res.collaborationRequest, 'Created', 201)],
};
