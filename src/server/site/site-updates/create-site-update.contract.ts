import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { siteUpdateInput } from './site-updates.ts';
import { siteUpdateResponse } from './site-update-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/site-updates',
  tag: 'applications',
  summary: 'Publish a site update (staff)',
  access: 'staff',
  body: siteUpdateInput,
  success: [ok(siteUpdateResponse, 'Created', 201)],
} as const satisfies EndpointContract;
