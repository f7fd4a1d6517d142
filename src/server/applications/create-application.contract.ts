import { LANG, ok, type EndpointContract } from '../openapi/contract.ts';
import { applicationInput } from './application-input.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/candidatures',
  tag: 'applications',
  summary: 'Apply (the four steps in one body); creates or reuses the account',
  access: 'public',
  body: applicationInput(LANG),
  success: [ok(res.applicationCreated, 'Created', 201)],
  errors: ['cgv_not_accepted', 'account_exists', 'already_member', 'application_pending', 'unauthenticated', 'rate_limited'],
};
