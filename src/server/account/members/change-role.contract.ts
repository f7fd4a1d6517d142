import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { changeRoleInput } from './change-role.ts';
import { roleChangedResponse } from './member-responses.ts';

export const contract = {
  method: 'put',
  path: '/api/members/{id}/role',
  tag: 'members',
  summary: 'Change a member’s role (admin; never leaves zero admins)',
  access: 'admin',
  body: changeRoleInput,
  success: [ok(roleChangedResponse)],
  errors: ['user_not_found', 'last_admin'],
} as const satisfies EndpointContract;
