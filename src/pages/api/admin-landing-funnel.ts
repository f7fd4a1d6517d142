/** Admin: views, applications, paid deposits and conversion per landing, 7 and 30 days (decision 029). */
import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as funnelStatsContract } from '#server/site/landings/funnel-stats.contract.ts';
import { landingFunnel } from '#server/site/landings/funnel-stats.ts';

export const { GET, ALL } = route(endpoint(funnelStatsContract, async ({ db }) => landingFunnel(db)));
