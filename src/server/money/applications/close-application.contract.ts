import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { closeApplicationInput } from './close-application.ts';
import { applicationResponse } from './application-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/candidatures/{id}/status',
  tag: 'applications',
  summary: 'Refuse an application or record its withdrawal, with a reason (staff; only while the deposit is unpaid)',
  access: 'staff',
  body: closeApplicationInput,
  success: [ok(applicationResponse)],
  errors: ['candidature_not_found', 'application_closed', 'application_paid'],
} as const satisfies EndpointContract;
