import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { magicLinkInput } from './magic-link.ts';
import { magicLinkSentResponse } from './auth-responses.ts';

export const contract = {
  method: 'post',
  path: '/auth/magic-link',
  tag: 'auth',
  summary: 'Email a one-time sign-in link (same answer whether the account exists or not)',
  access: 'public',
  body: magicLinkInput,
  success: [ok(magicLinkSentResponse)],
  errors: ['rate_limited'],
} as const satisfies EndpointContract;
