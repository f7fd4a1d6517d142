import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { balanceRequestedResponse } from './payment-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/candidatures/{id}/balance',
  tag: 'payments',
  summary: 'Ask the member for the balance of a paid deposit (staff); emails them a link',
  access: 'staff',
  success: [ok(balanceRequestedResponse, 'Requested', 201)],
  errors: ['candidature_not_found', 'balance_not_requestable'],
} as const satisfies EndpointContract;
