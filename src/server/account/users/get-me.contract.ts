import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { userResponse } from '#server/identity/user-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/me',
  tag: 'users',
  summary: 'The signed-in user',
  access: 'signed-in',
  success: [ok(userResponse)],
} as const satisfies EndpointContract;
