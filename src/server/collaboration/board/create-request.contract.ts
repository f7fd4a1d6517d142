import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { createRequestInput } from './requests.ts';
import { collaborationRequestResponse } from '../contract/collaboration-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/collaboration-requests',
  tag: 'collaboration',
  summary: 'Publish a request',
  access: 'member',
  body: createRequestInput,
  success: [ok(collaborationRequestResponse, 'Created', 201)],
} as const satisfies EndpointContract;
