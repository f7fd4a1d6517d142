import { tokenQuery, type EndpointContract } from '#server/platform/http/contract.ts';

export const contract = {
  method: 'get',
  path: '/api/email-change',
  tag: 'users',
  summary: 'Link mailed to a new account address: a page asking to confirm (changes nothing)',
  access: 'public',
  query: tokenQuery,
  success: [{ status: 200, description: 'A confirmation page', type: 'text/html' }],
  htmlErrors: true,
  errors: ['email_change_link_invalid', 'email_change_link_expired'],
} as const satisfies EndpointContract;
