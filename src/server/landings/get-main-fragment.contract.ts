import { ok, type EndpointContract } from '../openapi/contract.ts';
import { currentMainQuery } from './list-themes.ts';
import * as res from '../openapi/responses-domains.ts';

export const contract: EndpointContract = {
  method: 'get',
  path: '/api/landing-themes/accueil-actuel',
  tag: 'landings',
  summary: 'The main theme’s blocks fragment',
  access: 'public',
  query: currentMainQuery,
  success: [ok(res.mainFragment)],
  errors: ['landing_theme_not_found'],
};
