import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { roleHistoryQuery } from './role-history.ts';
import { roleChangesResponse } from './member-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/members/role-changes',
  tag: 'members',
  summary: 'Role changes, newest first: who, when, from, to (staff)',
  access: 'staff',
  query: roleHistoryQuery,
  success: [ok(roleChangesResponse)],
} as const satisfies EndpointContract;
