import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { xpHistoryResponse } from './list-xp-history.ts';

export const contract = {
  method: 'get',
  path: '/api/my-xp-history',
  tag: 'progress',
  summary: 'The caller’s last 20 XP gains, newest first',
  access: 'member',
  success: [ok(xpHistoryResponse)],
} as const satisfies EndpointContract;
