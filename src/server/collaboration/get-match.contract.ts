import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/collaboration-matches/{id}',
  tag: 'collaboration',
  summary: 'One match (parties only)',
  access: 'member',
  success: [ok(res.collaborationMatch)],
  errors: ['match_not_found'],
};
