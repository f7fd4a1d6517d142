import { z } from 'zod';
import { ok, type EndpointContract } from '../openapi/contract.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/admin-landing-themes',
  tag: 'landings',
  summary: 'Every theme (admin)',
  access: 'admin',
  success: [ok(z.array(res.adminTheme))],
};
