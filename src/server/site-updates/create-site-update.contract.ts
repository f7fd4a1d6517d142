import { LANG, ok, type EndpointContract } from '../openapi/contract.ts';
import { siteUpdateInput } from './site-updates.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/site-updates',
  tag: 'applications',
  summary: 'Publish a site update (staff)',
  access: 'staff',
  body: siteUpdateInput(LANG),
  success: [ok(res.siteUpdate, 'Created', 201)],
};
