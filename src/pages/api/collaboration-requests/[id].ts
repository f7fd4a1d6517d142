import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { getRequest, setRequestStatus, setStatusInput } from '../../../server/board/requests.ts';

/** One request (open: any member; closed: its author and repliers); its author closes or reopens it. */
export const { GET, PATCH, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return getRequest(await getDb(), user.id, ctx.params.id ?? '');
  },
  PATCH: async (ctx) => {
    const user = requireMember(ctx);
    const input = await readBody(ctx, setStatusInput);
    return setRequestStatus(await getDb(), user.id, ctx.params.id ?? '', input.status);
  },
});
