import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/parcours/{id}',
  tag: 'cards',
  summary: 'One guided path with the caller’s progress',
  access: 'member',
  success: [ok(res.parcours)],
  errors: ['parcours_not_found'],
};
