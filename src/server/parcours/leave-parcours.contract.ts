import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/parcours/{id}/leave',
  tag: 'cards',
  summary: 'Leave an active guided path (frees the Essentiel slot; actions stay)',
  access: 'member',
  success: [ok(res.parcours)],
  errors: ['parcours_not_found'],
};
