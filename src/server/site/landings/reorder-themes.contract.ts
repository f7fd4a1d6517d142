import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { reorderInput } from './reorder-themes.ts';
import { adminThemeResponse } from './landing-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/admin-landing-themes/reorder',
  tag: 'landings',
  summary: 'Reorder the themes (admin)',
  access: 'admin',
  body: reorderInput,
  success: [ok(z.array(adminThemeResponse))],
  errors: ['landing_theme_not_found', 'landing_bake_failed'],
} as const satisfies EndpointContract;
