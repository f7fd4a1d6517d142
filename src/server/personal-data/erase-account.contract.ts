import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as personal from '../openapi/responses-personal-data.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/users/{id}/erase',
  tag: 'users',
  summary: 'Erase an account for a person who asked by post (admin)',
  access: 'admin',
  success: [ok(personal.erased)],
  errors: ['user_not_found', 'last_admin'],
};
