import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as getMatchContract } from '#server/collaboration/board/get-match.contract.ts';
import { getMatch } from '#server/collaboration/board/matches.ts';

/** One of the caller's matches; anyone else gets 404. */
export const { GET, ALL } = route(endpoint(getMatchContract, async ({ user, params, db }) => getMatch(db, user.id, params.id)));
