import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as aggregateImpactContract } from '#server/learning/impact/aggregate-impact.contract.ts';
import { aggregateImpact } from '#server/learning/impact/aggregate-impact.ts';

/** Anonymised before/after of other artisans on a card; `{enough:false}` below 3 contributions. */
export const { GET, ALL } = route(endpoint(aggregateImpactContract, async ({ user, params, query, db }) => aggregateImpact(db, user.id, params.card_id, query.metric)));
