import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listAccountsQuery } from './test-accounts.ts';
import { testAccountsResponse } from '#server/identity/user-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/users',
  tag: 'test accounts',
  summary: 'List test (`?test=1`) or real (`?real=1`) accounts (development only)',
  access: 'test-accounts',
  query: listAccountsQuery,
  success: [ok(testAccountsResponse)],
} as const satisfies EndpointContract;
