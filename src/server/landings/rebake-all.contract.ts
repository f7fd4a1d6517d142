import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'post',
  path: '/api/admin-landing-themes/rebake-all',
  tag: 'landings',
  summary: 'Bake every theme again (admin)',
  access: 'admin',
  success: [ok(res.rebakeResult)],
};
