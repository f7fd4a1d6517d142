import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { timelineResponse } from './application-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/candidatures/{id}/timeline',
  tag: 'applications',
  summary: 'What happened to an application, oldest first (staff)',
  access: 'staff',
  success: [ok(timelineResponse)],
  errors: ['candidature_not_found'],
} as const satisfies EndpointContract;
