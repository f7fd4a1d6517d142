import { route } from '../../../server/platform/http/respond.ts';
import { readBody, readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { asLang } from '../../../i18n/lang.ts';
import { getContract, contractQuery } from '../../../server/contract/contract-view.ts';
import { saveAnswers, saveAnswersInput } from '../../../server/questionnaire/save-answers.ts';

/** The blind questionnaire of a match and, once both agree, its sealed contract (parties only). */
export const { GET, PUT, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const { match_id } = readQuery(ctx, contractQuery);
    return getContract(await getDb(), user.id, match_id, lang);
  },
  PUT: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = await readBody(ctx, saveAnswersInput);
    return saveAnswers(await getDb(), user.id, input, lang);
  },
});
