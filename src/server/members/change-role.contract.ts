import { ok, type EndpointContract } from '../openapi/contract.ts';
import { changeRoleInput } from './change-role.ts';
import * as staff from '../openapi/responses-staff.ts';

export const contract: EndpointContract = {
  method: 'put',
  path: '/api/members/{id}/role',
  tag: 'members',
  summary: 'Change a member’s role (admin; never leaves zero admins)',
  access: 'admin',
  body: changeRoleInput,
  success: [ok(staff.roleChanged)],
  errors: ['user_not_found', 'last_admin'],
};
