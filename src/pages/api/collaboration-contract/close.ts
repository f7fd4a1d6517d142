import { route } from '../../../server/http/respond.ts';
import { readBody } from '../../../server/http/read-input.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../server/i18n/messages.ts';
import { closeCollaboration, closeCollaborationInput } from '../../../server/collaboration/sign-contract.ts';

/** Closes a collaboration whose locked text one party will not sign `{match_id}` → the contract body. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, closeCollaborationInput);
    return closeCollaboration(await getDb(), user.id, input, lang);
  },
});
