import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listRepliesQuery } from './replies.ts';
import { collaborationReplyResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/collaboration-replies',
  tag: 'collaboration',
  summary: 'Replies to the caller’s requests, or the caller’s replies',
  access: 'member',
  query: listRepliesQuery,
  success: [ok(z.array(collaborationReplyResponse))],
  errors: ['request_not_found', 'not_request_author'],
} as const satisfies EndpointContract;
