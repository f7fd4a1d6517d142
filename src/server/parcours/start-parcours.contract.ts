import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/parcours/{id}/start',
  tag: 'cards',
  summary: 'Start a guided path (takes its cards)',
  access: 'member',
  success: [ok(res.parcours)],
  errors: ['parcours_not_found', 'parcours_limit'],
};
