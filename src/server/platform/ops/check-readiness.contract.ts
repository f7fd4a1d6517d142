import { ok, type EndpointContract } from '../http/contract.ts';
import { readyResponse } from './health-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/health/ready',
  tag: 'operations',
  summary: 'Readiness: database reachable, every migration applied, file storage answering (503 otherwise)',
  access: 'public',
  success: [ok(readyResponse)],
  errors: ['migrations_pending'],
} as const satisfies EndpointContract;
