import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/my-actions',
  tag: 'progress',
  summary: 'The caller’s actions',
  access: 'member',
  success: [ok(res.actions)],
};
