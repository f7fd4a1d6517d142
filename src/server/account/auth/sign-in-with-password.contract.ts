import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { passwordSignInInput } from './sign-in-with-password.ts';
import { signedInResponse } from './auth-responses.ts';

export const contract = {
  method: 'post',
  path: '/auth/login',
  tag: 'auth',
  summary: 'Sign in with email and password (sets the session cookie, returns a Bearer token)',
  access: 'public',
  body: passwordSignInInput,
  success: [ok(signedInResponse)],
  errors: ['invalid_credentials', 'rate_limited'],
} as const satisfies EndpointContract;
