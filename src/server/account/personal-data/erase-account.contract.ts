import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { erasedResponse } from './personal-data-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/users/{id}/erase',
  tag: 'users',
  summary: 'Erase an account for a person who asked by post (admin)',
  access: 'admin',
  success: [ok(erasedResponse)],
  errors: ['user_not_found', 'last_admin'],
} as const satisfies EndpointContract;
