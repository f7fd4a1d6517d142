import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/candidatures/{id}/balance',
  tag: 'payments',
  summary: 'Ask the member for the balance of a paid deposit (staff); emails them a link',
  access: 'staff',
  success: [ok(res.balanceRequested, 'Requested', 201)],
  errors: ['candidature_not_found', 'balance_not_requestable'],
};
