import { ok, tokenQuery, type EndpointContract } from '#server/platform/http/contract.ts';
import { emailChangeConfirmedResponse } from '#server/identity/user-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/email-change',
  tag: 'users',
  summary: 'Confirm a new account address: it becomes the account’s, every session ends (a page for a browser)',
  access: 'public',
  query: tokenQuery,
  success: [ok(emailChangeConfirmedResponse)],
  errors: ['email_change_link_invalid', 'email_change_link_expired', 'email_taken'],
} as const satisfies EndpointContract;
