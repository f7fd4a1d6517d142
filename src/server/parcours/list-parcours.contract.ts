import { ok, type EndpointContract } from '../platform/openapi/contract.ts';
import { parcoursListResponse } from './parcours-responses.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/parcours',
  tag: 'cards',
  summary: 'The guided paths',
  access: 'member',
  success: [ok(parcoursListResponse)],
};
