import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { impactQuery } from './get-impact.ts';
import { impactResponse } from './impact-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/impact/{card_id}',
  tag: 'impact',
  summary: 'The caller’s readings on a card',
  access: 'member',
  query: impactQuery,
  success: [ok(impactResponse)],
  errors: ['card_not_found', 'unknown_metric', 'action_not_started'],
} as const satisfies EndpointContract;
