import { ok, tokenQuery, type EndpointContract } from '../openapi/contract.ts';
import * as out from '../openapi/responses.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/reminders/unsubscribe',
  tag: 'impact',
  summary: 'Unsubscribe from reminders (one-click, RFC 8058)',
  access: 'public',
  query: tokenQuery,
  success: [ok(out.unsubscribed)],
  errors: ['invalid_unsubscribe_token'],
};
