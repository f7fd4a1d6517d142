import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getMeContract } from '#server/account/users/get-me.contract.ts';
import { serializeUser } from '#server/identity/serialize-user.ts';

/** The signed-in account. */
export const { GET, ALL } = route(endpoint(getMeContract, ({ user }) => serializeUser(user)));
