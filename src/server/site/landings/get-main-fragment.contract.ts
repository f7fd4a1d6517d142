import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { currentMainQuery } from './list-themes.ts';
import { mainFragmentResponse } from './landing-responses.ts';

export const contract = {
  method: 'get',
  path: '/api/landing-themes/accueil-actuel',
  tag: 'landings',
  summary: 'The main theme’s blocks fragment',
  access: 'public',
  query: currentMainQuery,
  success: [ok(mainFragmentResponse)],
  errors: ['landing_theme_not_found'],
} as const satisfies EndpointContract;
