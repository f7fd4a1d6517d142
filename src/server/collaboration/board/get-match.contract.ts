import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { collaborationMatchResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/collaboration-matches/{id}',
  tag: 'collaboration',
  summary: 'One match (parties only)',
  access: 'member',
  success: [ok(collaborationMatchResponse)],
  errors: ['match_not_found'],
} as const satisfies EndpointContract;
