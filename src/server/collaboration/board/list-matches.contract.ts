import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listMatchesQuery } from './matches.ts';
import { collaborationMatchResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/collaboration-matches',
  tag: 'collaboration',
  summary: 'The caller’s matches',
  access: 'member',
  query: listMatchesQuery,
  success: [ok(z.array(collaborationMatchResponse))],
} as const satisfies EndpointContract;
