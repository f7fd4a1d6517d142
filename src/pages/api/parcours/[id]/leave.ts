import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as leaveParcoursContract } from '#server/learning/parcours/leave-parcours.contract.ts';
import { leaveParcours } from '#server/learning/parcours/leave-parcours.ts';

/** Leaves an active parcours (idempotent): its slot is free again, the actions stay. */
export const { POST, ALL } = route(endpoint(leaveParcoursContract, async ({ user, params, lang, db }) => leaveParcours(db, user, params.id, lang)));
