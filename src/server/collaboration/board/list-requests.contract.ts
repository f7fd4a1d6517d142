import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listRequestsQuery } from './requests.ts';
import { collaborationRequestResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/collaboration-requests',
  tag: 'collaboration',
  summary: 'Open requests, newest first (`?mine=1`: the caller’s)',
  access: 'member',
  query: listRequestsQuery,
  success: [ok(z.array(collaborationRequestResponse))],
  errors: ['request_not_found'],
} as const satisfies EndpointContract;
