import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { parcoursResponse } from './parcours-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/parcours/{id}/leave',
  tag: 'cards',
  summary: 'Leave an active guided path (frees the Essentiel slot; actions stay)',
  access: 'member',
  success: [ok(parcoursResponse)],
  errors: ['parcours_not_found'],
} as const satisfies EndpointContract;
