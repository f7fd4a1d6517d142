import { ok, type EndpointContract } from '../platform/openapi/contract.ts';
import { profileResponse } from './user-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/users/{id}/profile',
  tag: 'users',
  summary: 'A profile (self or admin)',
  access: 'self-or-admin',
  success: [ok(profileResponse)],
} as const satisfies EndpointContract;
