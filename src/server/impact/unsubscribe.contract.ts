import { ok, tokenQuery, type EndpointContract } from '../platform/openapi/contract.ts';
import { unsubscribedResponse } from './impact-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/reminders/unsubscribe',
  tag: 'impact',
  summary: 'Unsubscribe from reminders (one-click, RFC 8058)',
  access: 'public',
  query: tokenQuery,
  success: [ok(unsubscribedResponse)],
  errors: ['invalid_unsubscribe_token'],
} as const satisfies EndpointContract;
