import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { parcoursResponse } from './parcours-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/parcours/{id}',
  tag: 'cards',
  summary: 'One guided path with the caller’s progress',
  access: 'member',
  success: [ok(parcoursResponse)],
  errors: ['parcours_not_found'],
} as const satisfies EndpointContract;
