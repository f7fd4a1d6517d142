import { z } from 'zod';
import { route, readJson } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { parseInput } from '../../../server/collaboration/input.ts';
import { getRequest, setRequestStatus, setStatusInput } from '../../../server/collaboration/requests.ts';
import { asLang } from '../../../i18n/lang.ts';

/** One request (open: any member; closed: its author and repliers); its author closes or reopens it. */
export const { GET, PATCH, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    return getRequest(await getDb(), user.id, ctx.params.id ?? '');
  },
  PATCH: async (ctx) => {
    const user = requireMember(ctx);
    const input = parseInput(setStatusInput, await readJson(ctx.request, z.unknown()), asLang(ctx.locals.lang));
    return setRequestStatus(await getDb(), user.id, ctx.params.id ?? '', input.status);
  },
});
