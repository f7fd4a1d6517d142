import { route, json } from '../../../server/platform/http/respond.ts';
import { readBody, readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { createMatch, createMatchInput, listMatches, listMatchesQuery } from '../../../server/board/matches.ts';

/** The caller's matches (`?mine=1`), and accepting a reply (201 created, 200 when it already was). */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    readQuery(ctx, listMatchesQuery);
    return listMatches(await getDb(), user.id);
  },
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const input = await readBody(ctx, createMatchInput);
    const { created, match } = await createMatch(await getDb(), user.id, input.reply_id);
    return json(match, created ? 201 : 200);
  },
});
