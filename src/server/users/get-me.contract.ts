import { ok, type EndpointContract } from '../platform/openapi/contract.ts';
import { userResponse } from './user-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/me',
  tag: 'users',
  summary: 'The signed-in user',
  access: 'signed-in',
  success: [ok(userResponse)],
} as const satisfies EndpointContract;
