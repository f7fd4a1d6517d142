import { ok, type EndpointContract } from '../openapi/contract.ts';
import { liveResponse } from './health-responses.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/health/live',
  tag: 'operations',
  summary: 'Liveness only (no database)',
  access: 'public',
  success: [ok(liveResponse)],
};
