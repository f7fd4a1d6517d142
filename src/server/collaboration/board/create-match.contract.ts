import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { createMatchInput } from './matches.ts';
import { collaborationMatchResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/collaboration-matches',
  tag: 'collaboration',
  summary: 'Accept a reply: a match',
  access: 'member',
  body: createMatchInput,
  success: [ok(collaborationMatchResponse, 'Created', 201), ok(collaborationMatchResponse, 'Already matched')],
  errors: ['reply_not_found', 'not_request_author', 'conflict'],
} as const satisfies EndpointContract;
