import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { cardResponse } from './card-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/cards/{id}',
  tag: 'cards',
  summary: 'One card (id or slug) in the caller’s language',
  access: 'member',
  success: [ok(cardResponse)],
  errors: ['card_not_found'],
} as const satisfies EndpointContract;
