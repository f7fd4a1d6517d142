import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listMembersContract } from '#server/account/members/list-members.contract.ts';
import { listMembers } from '#server/account/members/list-members.ts';

/** Every account, searched by name or email and filtered by role (staff; decision 025). */
export const { GET, ALL } = route(endpoint(listMembersContract, async ({ query, db }) => listMembers(db, query)));
