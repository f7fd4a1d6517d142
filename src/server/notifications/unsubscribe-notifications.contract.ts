import { ok, tokenQuery, type EndpointContract } from '../openapi/contract.ts';
import * as notif from '../openapi/responses-notifications.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/notifications/unsubscribe',
  tag: 'notifications',
  summary: 'Turn that kind of notification email off (one-click, RFC 8058; a page for a browser)',
  access: 'public',
  query: tokenQuery,
  success: [ok(notif.unsubscribedKind)],
  errors: ['invalid_unsubscribe_token'],
};
