import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { profileInput } from './update-profile.ts';
import { profileResponse } from '#server/identity/user-responses.ts';

export const contract = {
  method: 'put',
  path: '/api/users/{id}/profile',
  tag: 'users',
  summary: 'Update a profile (self or admin)',
  access: 'self-or-admin',
  body: profileInput,
  success: [ok(profileResponse)],
} as const satisfies EndpointContract;
