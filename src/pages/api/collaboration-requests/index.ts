import { z } from 'zod';
import { route, readJson, readQuery, json } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { parseInput } from '../../../server/collaboration/input.ts';
import { createRequest, createRequestInput, listRequests, listRequestsQuery } from '../../../server/collaboration/requests.ts';
import { asLang } from '../../../i18n/lang.ts';

/** The collaboration board: open requests newest first (`?mine=1`: the caller's own), and publishing one. */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const query = parseInput(listRequestsQuery, readQuery(ctx.url, z.unknown()), asLang(ctx.locals.lang));
    return listRequests(await getDb(), user.id, query);
  },
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = parseInput(createRequestInput(lang), await readJson(ctx.request, z.unknown()), lang);
    return json(await createRequest(await getDb(), user.id, input), 201);
  },
});
