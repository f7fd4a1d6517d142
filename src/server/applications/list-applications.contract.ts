import { ok, type EndpointContract } from '../openapi/contract.ts';
import { listApplicationsQuery } from './list-applications.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/candidatures',
  tag: 'applications',
  summary: 'Applications (staff)',
  access: 'staff',
  query: listApplicationsQuery,
  success: [ok(res.applications)],
};
