import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getParcoursContract } from '#server/learning/parcours/get-parcours.contract.ts';
import { getParcours } from '#server/learning/parcours/parcours-view.ts';

/** One parcours: its cards in order, progress, status and `has_other_active`. */
export const { GET, ALL } = route(endpoint(getParcoursContract, async ({ user, params, lang, db }) => getParcours(db, user.id, params.id, lang)));
