import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { funnelOutput } from './funnel-stats.ts';

export const contract = {
  method: 'get',
  path: '/api/admin-landing-funnel',
  tag: 'landings',
  summary: 'Views, applications, paid deposits and conversion per theme, 7 and 30 days (admin)',
  access: 'admin',
  success: [ok(funnelOutput)],
} as const satisfies EndpointContract;
