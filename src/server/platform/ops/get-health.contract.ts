import { ok, type EndpointContract } from '../http/contract.ts';
import { healthResponse } from './health-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/health',
  tag: 'operations',
  summary: 'Liveness and a database round trip',
  access: 'public',
  success: [ok(healthResponse)],
} as const satisfies EndpointContract;
