import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/candidatures/me',
  tag: 'applications',
  summary: 'The caller’s latest unpaid application — waiting for payment (`validee`), `refusee` or `retiree` (without the staff’s reason); null when none or when it is paid',
  access: 'signed-in',
  success: [ok(res.application.nullable())],
};
