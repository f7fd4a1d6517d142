import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { accountResponse } from '#server/identity/user-responses.ts';

export const contract = {
  method: 'delete',
  path: '/api/users/{id}/pending-email',
  tag: 'users',
  summary: 'Cancel the address change waiting for its link (self or admin); the account as it stands',
  access: 'self-or-admin',
  success: [ok(accountResponse)],
} as const satisfies EndpointContract;
