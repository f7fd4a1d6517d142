import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listApplicationsQuery } from './list-applications.ts';
import { applicationsResponse } from './application-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/candidatures',
  tag: 'applications',
  summary: 'Applications (staff)',
  access: 'staff',
  query: listApplicationsQuery,
  success: [ok(applicationsResponse)],
} as const satisfies EndpointContract;
