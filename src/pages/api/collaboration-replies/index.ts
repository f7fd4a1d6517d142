import { route, json } from '../../../server/platform/http/respond.ts';
import { readBody, readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../i18n/lang.ts';
import { createReply, createReplyInput, listReplies, listRepliesQuery } from '../../../server/board/replies.ts';

/** Replies: `?request_id=` (all of them for its author, one's own otherwise) or one's own; replying. */
export const { GET, POST, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const query = readQuery(ctx, listRepliesQuery);
    return listReplies(await getDb(), user.id, query.request_id);
  },
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, createReplyInput(lang));
    return json(await createReply(await getDb(), user.id, input), 201);
  },
});
