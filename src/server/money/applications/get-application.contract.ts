import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { applicationDetailResponse } from './application-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/candidatures/{id}',
  tag: 'applications',
  summary: 'One application with its photos and invoices (staff)',
  access: 'staff',
  success: [ok(applicationDetailResponse)],
  errors: ['candidature_not_found'],
} as const satisfies EndpointContract;
