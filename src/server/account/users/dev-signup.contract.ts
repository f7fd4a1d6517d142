import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { testAccountInput } from './dev-accounts.ts';
import { signedInResponse } from '../auth/auth-responses.ts';

export const contract = {
  method: 'post',
  path: '/auth/dev-signup',
  tag: 'test accounts',
  summary: 'Create a test account and sign in (development only)',
  access: 'test-accounts',
  body: testAccountInput,
  success: [ok(signedInResponse)],
  errors: ['email_taken'],
} as const satisfies EndpointContract;
