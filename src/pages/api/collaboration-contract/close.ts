import { z } from 'zod';
import { route, readJson } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { parseInput } from '../../../server/collaboration/input.ts';
import { closeCollaboration, closeCollaborationInput } from '../../../server/collaboration/sign-contract.ts';
import { asLang } from '../../../i18n/lang.ts';

/** Closes a collaboration whose locked text one party will not sign `{match_id}` → the contract body. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = parseInput(closeCollaborationInput, await readJson(ctx.request, z.unknown()), lang);
    return closeCollaboration(await getDb(), user.id, input, lang);
  },
});
