import { ok, type EndpointContract } from '../openapi/contract.ts';
import { collaborationMatchResponse } from './collaboration-responses.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/collaboration-matches/{id}',
  tag: 'collaboration',
  summary: 'One match (parties only)',
  access: 'member',
  success: [ok(collaborationMatchResponse)],
  errors: ['match_not_found'],
};
