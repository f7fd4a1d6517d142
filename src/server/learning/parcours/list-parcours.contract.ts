import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { parcoursListResponse } from './parcours-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/parcours',
  tag: 'cards',
  summary: 'The guided paths',
  access: 'member',
  success: [ok(parcoursListResponse)],
} as const satisfies EndpointContract;
