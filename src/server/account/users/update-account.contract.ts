import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { accountInput } from './update-account.ts';
import { accountResponse } from '#server/identity/user-responses.ts';

export const contract = {
  method: 'put',
  path: '/api/users/{id}/account',
  tag: 'users',
  summary: 'Change email, password, language or role (self or admin)',
  access: 'self-or-admin',
  body: accountInput,
  success: [ok(accountResponse)],
  errors: ['email_taken', 'invalid_credentials', 'recent_sign_in_required', 'rate_limited'],
} as const satisfies EndpointContract;
