import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { restoreInput } from './restore-theme.ts';
import { adminThemeResponse } from './landing-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/admin-landing-themes/{slug}/history/{id}/restore',
  tag: 'landings',
  summary: 'Restore the settings as they were before that change; baked again at once (admin)',
  access: 'admin',
  query: restoreInput,
  success: [ok(adminThemeResponse)],
  errors: ['landing_theme_not_found', 'landing_history_not_found', 'landing_image_gone', 'landing_bake_failed'],
} as const satisfies EndpointContract;
