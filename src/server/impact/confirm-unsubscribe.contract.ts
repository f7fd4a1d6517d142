import { tokenQuery, type EndpointContract } from '../platform/openapi/contract.ts';

export const contract = {
  method: 'get',
  path: '/api/reminders/unsubscribe',
  tag: 'impact',
  summary: 'Unsubscribe from reminders (link from an email; answers a page)',
  access: 'public',
  query: tokenQuery,
  success: [{ status: 200, description: 'A confirmation page', type: 'text/html' }],
  htmlErrors: true,
} as const satisfies EndpointContract;
