import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listParcoursContract } from '#server/learning/parcours/list-parcours.contract.ts';
import { listParcours } from '#server/learning/parcours/parcours-view.ts';

/** The seeded parcours with the caller's status and progress in each. */
export const { GET, ALL } = route(endpoint(listParcoursContract, async ({ user, lang, db }) => listParcours(db, user.id, lang)));
