import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/candidatures/{id}',
  tag: 'applications',
  summary: 'One application with its photos and invoices (staff)',
  access: 'staff',
  success: [ok(res.applicationDetail)],
  errors: ['candidature_not_found'],
};
