import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { devLoginInput } from './dev-accounts.ts';
import { signedInResponse } from '../auth/auth-responses.ts';

export const contract = {
  method: 'post',
  path: '/auth/dev-login',
  tag: 'test accounts',
  summary: 'Sign in as a seeded test account (development only; 404 otherwise)',
  access: 'test-accounts',
  body: devLoginInput,
  success: [ok(signedInResponse)],
  errors: ['user_not_found'],
} as const satisfies EndpointContract;
