import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { createReplyInput } from './replies.ts';
import { collaborationReplyResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/collaboration-replies',
  tag: 'collaboration',
  summary: 'Reply to a request',
  access: 'member',
  body: createReplyInput,
  success: [ok(collaborationReplyResponse, 'Created', 201)],
  errors: ['request_not_found', 'cannot_reply_to_own_request', 'request_closed', 'already_replied'],
} as const satisfies EndpointContract;
