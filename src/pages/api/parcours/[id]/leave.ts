import { endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as leaveParcoursContract } from '#server/learning/parcours/leave-parcours.contract.ts';
import { leaveParcours } from '#server/learning/parcours/leave-parcours.ts';

/** Leaves an active parcours (idempotent): its slot is free again, the actions stay. */
export const { POST, ALL } = route(endpoint(leaveParcoursContract, async ({ user, params, lang }) => leaveParcours(await getDb(), user, params.id, lang)));
