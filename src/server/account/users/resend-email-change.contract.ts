import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { accountResponse } from '#server/identity/user-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/users/{id}/pending-email',
  tag: 'users',
  summary: 'Send the link to the pending address again (a new link: the earlier one stops working)',
  access: 'self-or-admin',
  success: [ok(accountResponse)],
  errors: ['no_pending_email', 'rate_limited'],
} as const satisfies EndpointContract;
