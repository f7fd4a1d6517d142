import { z } from 'zod';
import { route, readJson, readQuery, json } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { parseInput } from '../../../server/collaboration/input.ts';
import { createMatch, createMatchInput, listMatches, listMatchesQuery } from '../../../server/collaboration/matches.ts';
import { asLang } from '../../../i18n/lang.ts';

/** The caller's matches (`?mine=1`), and accepting a reply (201 created, 200 when it already was). */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    parseInput(listMatchesQuery, readQuery(ctx.url, z.unknown()), asLang(ctx.locals.lang));
    return listMatches(await getDb(), user.id);
  },
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const input = parseInput(createMatchInput, await readJson(ctx.request, z.unknown()), asLang(ctx.locals.lang));
    const { created, match } = await createMatch(await getDb(), user.id, input.reply_id);
    return json(match, created ? 201 : 200);
  },
});
