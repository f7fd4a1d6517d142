import { ok, tokenQuery, type EndpointContract } from '#server/platform/http/contract.ts';
import { unsubscribedResponse } from './impact-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/reminders/unsubscribe',
  tag: 'impact',
  summary: 'Turn reminder emails off (one-click, RFC 8058; a page for a browser)',
  access: 'public',
  query: tokenQuery,
  success: [ok(unsubscribedResponse)],
  errors: ['invalid_unsubscribe_token'],
} as const satisfies EndpointContract;
