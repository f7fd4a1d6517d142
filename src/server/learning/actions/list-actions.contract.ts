import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { actionsResponse } from './action-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/my-actions',
  tag: 'progress',
  summary: 'The caller’s actions',
  access: 'member',
  success: [ok(actionsResponse)],
} as const satisfies EndpointContract;
