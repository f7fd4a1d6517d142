import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { adminThemeResponse } from './landing-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/admin-landing-themes',
  tag: 'landings',
  summary: 'Every theme (admin)',
  access: 'admin',
  success: [ok(z.array(adminThemeResponse))],
} as const satisfies EndpointContract;
