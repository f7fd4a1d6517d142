import { answer, endpoint, route } from '#server/endpoint.ts';
import { getDb } from '#server/platform/db/client.ts';
import { contract as listMatchesContract } from '#server/collaboration/board/list-matches.contract.ts';
import { contract as createMatchContract } from '#server/collaboration/board/create-match.contract.ts';
import { createMatch, listMatches } from '#server/collaboration/board/matches.ts';

/** The caller's matches (`?mine=1`), and accepting a reply (201 created, 200 when it already was). */
export const { GET, POST, ALL } = route(
  endpoint(listMatchesContract, async ({ user }) => listMatches(await getDb(), user.id)),
  endpoint(createMatchContract, async ({ user, body }) => {
    const { created, match } = await createMatch(await getDb(), user.id, body.reply_id);
    return answer(match, created ? 201 : 200);
  }),
);
