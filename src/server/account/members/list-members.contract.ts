import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { listMembersQuery } from './list-members.ts';
import { membersResponse } from './member-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/members',
  tag: 'members',
  summary: 'Accounts, searched by name or email and filtered by role (staff)',
  access: 'staff',
  query: listMembersQuery,
  success: [ok(membersResponse)],
} as const satisfies EndpointContract;
