import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { applicationResponse } from './application-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/candidatures/me',
  tag: 'applications',
  summary: 'The caller’s latest unpaid application — waiting for payment (`validee`), `refusee` or `retiree` (without the staff’s reason); null when none or when it is paid',
  access: 'signed-in',
  success: [ok(applicationResponse.nullable())],
} as const satisfies EndpointContract;
