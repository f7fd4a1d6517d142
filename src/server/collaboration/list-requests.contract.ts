import { z } from 'zod';
import { ok, type EndpointContract } from '../openapi/contract.ts';
import { listRequestsQuery } from './requests.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/collaboration-requests',
  tag: 'collaboration',
  summary: 'Open requests, newest first (`?mine=1`: the caller’s)',
  access: 'member',
  query: listRequestsQuery,
  success: [ok(z.array(res.collaborationRequest))],
  errors: ['request_not_found'],
};
