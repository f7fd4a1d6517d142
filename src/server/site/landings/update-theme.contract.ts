import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { updateThemeInput } from './update-theme.ts';
import { adminThemeResponse } from './landing-responses.ts';

export const contract = {
  method: 'put',
  path: '/api/admin-landing-themes/{slug}',
  tag: 'landings',
  summary: 'Edit a theme; baked again at once (admin)',
  access: 'admin',
  body: updateThemeInput,
  success: [ok(adminThemeResponse)],
  errors: ['landing_theme_not_found', 'landing_bake_failed'],
} as const satisfies EndpointContract;
