import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { dueResponse } from './impact-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/impact/due',
  tag: 'impact',
  summary: 'Readings due now',
  access: 'member',
  success: [ok(dueResponse)],
} as const satisfies EndpointContract;
