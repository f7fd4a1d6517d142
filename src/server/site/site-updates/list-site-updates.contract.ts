import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listSiteUpdatesQuery } from './site-updates.ts';
import { siteUpdateResponse } from './site-update-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/site-updates',
  tag: 'applications',
  summary: 'Site updates',
  access: 'member',
  query: listSiteUpdatesQuery,
  success: [ok(z.array(siteUpdateResponse))],
  errors: ['forbidden'],
} as const satisfies EndpointContract;
