import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { rebakeResultResponse } from './landing-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/admin-landing-themes/rebake-all',
  tag: 'landings',
  summary: 'Bake every theme again (admin)',
  access: 'admin',
  success: [ok(rebakeResultResponse)],
} as const satisfies EndpointContract;
