import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../i18n/lang.ts';
import { closeCollaboration, closeCollaborationInput } from '../../../server/contract/sign-contract.ts';

/** Closes a collaboration whose locked text one party will not sign `{match_id}` → the contract body. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, closeCollaborationInput);
    return closeCollaboration(await getDb(), user.id, input, lang);
  },
});
