import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { applicationInput } from './application-input.ts';
import { applicationCreatedResponse } from './application-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/candidatures',
  tag: 'applications',
  summary: 'Apply (the four steps in one body); creates or reuses the account',
  access: 'public',
  body: applicationInput,
  success: [ok(applicationCreatedResponse, 'Created', 201)],
  errors: ['cgv_not_accepted', 'account_exists', 'already_member', 'application_pending', 'unauthenticated', 'rate_limited'],
} as const satisfies EndpointContract;
