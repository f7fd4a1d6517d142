import { type EndpointContract } from '#server/platform/http/contract.ts';

export const contract = {
  method: 'get',
  path: '/auth/google',
  tag: 'auth',
  summary: 'Start the Google sign-in (404 when not configured)',
  access: 'public',
  success: [{ status: 302, description: 'To the identity provider', redirect: true }],
  errors: ['not_found'],
} as const satisfies EndpointContract;
