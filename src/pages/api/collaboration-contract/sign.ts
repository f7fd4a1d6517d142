import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../i18n/lang.ts';
import { signContract, signContractInput } from '../../../server/contract/sign-contract.ts';

/**
 * Signs the locked text `{match_id, full_name, accept: true}` → the contract body. The second
 * signature seals the contract: the signed PDF is made then, once.
 */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, signContractInput);
    return signContract(await getDb(), user.id, input, lang);
  },
});
