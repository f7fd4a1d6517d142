import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { profileResponse } from '#server/identity/user-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/users/{id}/profile',
  tag: 'users',
  summary: 'A profile (self or admin)',
  access: 'self-or-admin',
  success: [ok(profileResponse)],
} as const satisfies EndpointContract;
