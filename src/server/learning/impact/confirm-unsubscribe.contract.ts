import { tokenQuery, type EndpointContract } from '#server/platform/http/contract.ts';

export const contract = {
  method: 'get',
  path: '/api/reminders/unsubscribe',
  tag: 'impact',
  summary: 'Unsubscribe link of a reminder email: a page asking to confirm (changes nothing)',
  access: 'public',
  query: tokenQuery,
  success: [{ status: 200, description: 'A confirmation page', type: 'text/html' }],
  htmlErrors: true,
  errors: ['invalid_unsubscribe_token'],
} as const satisfies EndpointContract;
