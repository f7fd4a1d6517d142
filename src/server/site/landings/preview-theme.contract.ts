import { type EndpointContract } from '#server/platform/http/contract.ts';
import { previewQuery } from './read-themes.ts';

export const contract = {
  method: 'get',
  path: '/api/admin-landing-themes/{slug}/preview',
  tag: 'landings',
  summary: 'The baked page for the editor’s preview frame (admin)',
  access: 'admin',
  query: previewQuery,
  success: [{ status: 200, description: 'The baked page', type: 'text/html' }],
  errors: ['landing_theme_not_found'],
} as const satisfies EndpointContract;
