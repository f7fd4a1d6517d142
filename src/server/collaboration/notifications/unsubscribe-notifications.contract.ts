import { ok, tokenQuery, type EndpointContract } from '#server/platform/http/contract.ts';
import { unsubscribedKindResponse } from './notification-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/notifications/unsubscribe',
  tag: 'notifications',
  summary: 'Turn that kind of notification email off (one-click, RFC 8058; a page for a browser)',
  access: 'public',
  query: tokenQuery,
  success: [ok(unsubscribedKindResponse)],
  errors: ['invalid_unsubscribe_token'],
} as const satisfies EndpointContract;
