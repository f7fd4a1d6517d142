import { answer, endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listRepliesContract } from '#server/collaboration/board/list-replies.contract.ts';
import { contract as createReplyContract } from '#server/collaboration/board/create-reply.contract.ts';
import { createReply, listReplies } from '#server/collaboration/board/replies.ts';

/** Replies: `?request_id=` (all of them for its author, one's own otherwise) or one's own; replying. */
export const { GET, POST, ALL } = route(
  endpoint(listRepliesContract, async ({ user, query, db }) => listReplies(db, user.id, query.request_id)),
  endpoint(createReplyContract, async ({ user, body, db }) => answer(await createReply(db, user.id, body), 201)),
);
