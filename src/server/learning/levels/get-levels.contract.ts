import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { levelsResponse } from './level-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/levels',
  tag: 'progress',
  summary: 'XP and level per business domain',
  access: 'member',
  success: [ok(levelsResponse)],
} as const satisfies EndpointContract;
