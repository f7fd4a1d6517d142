import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { parcoursResponse } from './parcours-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/parcours/{id}/start',
  tag: 'cards',
  summary: 'Start a guided path (takes its cards)',
  access: 'member',
  success: [ok(parcoursResponse)],
  errors: ['parcours_not_found', 'parcours_limit'],
} as const satisfies EndpointContract;
