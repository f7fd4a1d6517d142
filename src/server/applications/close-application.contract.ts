import { ok, type EndpointContract } from '../openapi/contract.ts';
import { closeApplicationInput } from './close-application.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/candidatures/{id}/status',
  tag: 'applications',
  summary: 'Refuse an application or record its withdrawal, with a reason (staff; only while the deposit is unpaid)',
  access: 'staff',
  body: closeApplicationInput,
  success: [ok(res.application)],
  errors: ['candidature_not_found', 'application_closed', 'application_paid'],
};
