import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getOwnApplicationContract } from '#server/money/applications/get-own-application.contract.ts';
import { getOwnApplication } from '#server/money/applications/get-own-application.ts';

/** The caller's latest unpaid application (waiting, refused or withdrawn), or `null`. */
export const { GET, ALL } = route(endpoint(getOwnApplicationContract, async ({ user, db }) => getOwnApplication(db, user.id)));
