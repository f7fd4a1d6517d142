/** Admin: POST bakes every theme again, unconditionally; answers what was baked and what failed. */
import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as rebakeAllContract } from '#server/site/landings/rebake-all.contract.ts';
import { rebakeAll } from '#server/site/landings/rebake-all.ts';

export const { POST, ALL } = route(endpoint(rebakeAllContract, async ({ db }) => rebakeAll(db)));
