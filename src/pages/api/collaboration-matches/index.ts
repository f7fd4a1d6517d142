import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listMatchesContract } from '#server/collaboration/board/list-matches.contract.ts';
import { contract as createMatchContract } from '#server/collaboration/board/create-match.contract.ts';
import { createMatch, listMatches } from '#server/collaboration/board/matches.ts';

/** The caller's matches (`?mine=1`), and accepting a reply (201 created, 200 when it already was). */
export const { GET, POST, ALL } = route(
  endpoint(listMatchesContract, async ({ user, db }) => listMatches(db, user.id)),
  endpoint(createMatchContract, async ({ user, body, db }) => {
    const { created, match } = await createMatch(db, user.id, body.reply_id);
    return answer(match, created ? 201 : 200);
  }),
);
