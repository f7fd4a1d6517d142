import { endpoint, route } from '../../server/endpoint.ts';
import { contract as getMeContract } from '../../server/users/get-me.contract.ts';
import { serializeUser } from '../../server/users/serialize-user.ts';

/** The signed-in account. */
export const { GET, ALL } = route(endpoint(getMeContract, ({ user }) => serializeUser(user)));
