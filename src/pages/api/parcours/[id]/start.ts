import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as startParcoursContract } from '#server/learning/parcours/start-parcours.contract.ts';
import { startParcours } from '#server/learning/parcours/start-parcours.ts';

/** Starts a parcours (idempotent); the client_essentiel cap answers 409 parcours_limit. */
export const { POST, ALL } = route(endpoint(startParcoursContract, async ({ user, params, lang, db }) => startParcours(db, user, params.id, lang)));
