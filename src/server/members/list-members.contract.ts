import { ok, type EndpointContract } from '../openapi/contract.ts';
import { listMembersQuery } from './list-members.ts';
import * as staff from '../openapi/responses-staff.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/members',
  tag: 'members',
  summary: 'Accounts, searched by name or email and filtered by role (staff)',
  access: 'staff',
  query: listMembersQuery,
  success: [ok(staff.members)],
};
