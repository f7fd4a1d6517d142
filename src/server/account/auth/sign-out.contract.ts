import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { logoutInput } from '#server/identity/session-tokens.ts';
import { okTrueResponse } from './auth-responses.ts';

export const contract = {
  method: 'post',
  path: '/auth/logout',
  tag: 'auth',
  summary: 'End this session (or every session with `everywhere: true`)',
  access: 'public',
  body: logoutInput,
  success: [ok(okTrueResponse)],
} as const satisfies EndpointContract;
