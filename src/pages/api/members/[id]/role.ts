import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as changeRoleContract } from '#server/account/members/change-role.contract.ts';
import { changeRole } from '#server/account/members/change-role.ts';

/** Change a member's role (admin only; never leaves zero admins; decision 025). */
export const { PUT, ALL } = route(endpoint(changeRoleContract, async ({ user, params, body, db }) => changeRole(db, params.id, body, user)));
