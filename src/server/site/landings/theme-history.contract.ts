import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { historyEntry } from './theme-history.ts';

export const contract = {
  method: 'get',
  path: '/api/admin-landing-themes/{slug}/history',
  tag: 'landings',
  summary: 'The history of a theme’s settings, newest first (admin)',
  access: 'admin',
  success: [ok(z.array(historyEntry))],
  errors: ['landing_theme_not_found'],
} as const satisfies EndpointContract;
