import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/parcours',
  tag: 'cards',
  summary: 'The guided paths',
  access: 'member',
  success: [ok(res.parcoursList)],
};
