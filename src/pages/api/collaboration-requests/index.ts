import { route, json } from '../../../server/platform/http/respond.ts';
import { readBody, readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../i18n/lang.ts';
import { createRequest, createRequestInput, listRequests, listRequestsQuery } from '../../../server/board/requests.ts';

/** The collaboration board: open requests newest first (`?mine=1`: the caller's own), and publishing one. */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const query = readQuery(ctx, listRequestsQuery);
    return listRequests(await getDb(), user.id, query);
  },
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, createRequestInput(lang));
    return json(await createRequest(await getDb(), user.id, input), 201);
  },
});
