import { z } from 'zod';
import { route, readJson, readQuery, json } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { parseInput } from '../../../server/collaboration/input.ts';
import { createReply, createReplyInput, listReplies, listRepliesQuery } from '../../../server/collaboration/replies.ts';
import { asLang } from '../../../i18n/lang.ts';

/** Replies: `?request_id=` (all of them for its author, one's own otherwise) or one's own; replying. */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const query = parseInput(listRepliesQuery, readQuery(ctx.url, z.unknown()), asLang(ctx.locals.lang));
    return listReplies(await getDb(), user.id, query.request_id);
  },
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = parseInput(createReplyInput(lang), await readJson(ctx.request, z.unknown()), lang);
    return json(await createReply(await getDb(), user.id, input), 201);
  },
});
