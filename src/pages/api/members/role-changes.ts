import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as roleHistoryContract } from '#server/account/members/role-history.contract.ts';
import { roleHistory } from '#server/account/members/role-history.ts';

/** The history of role changes, newest first, optionally for one member (staff; decision 025). */
export const { GET, ALL } = route(endpoint(roleHistoryContract, async ({ query, db }) => roleHistory(db, query)));
