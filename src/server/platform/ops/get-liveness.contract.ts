import { ok, type EndpointContract } from '../http/contract.ts';
import { liveResponse } from './health-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/health/live',
  tag: 'operations',
  summary: 'Liveness only (no database)',
  access: 'public',
  success: [ok(liveResponse)],
} as const satisfies EndpointContract;
