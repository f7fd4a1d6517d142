import { z } from 'zod';
import { route, readJson, readQuery } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireMember } from '../../../server/auth/guards.ts';
import { parseInput } from '../../../server/collaboration/input.ts';
import { getContract, contractQuery } from '../../../server/collaboration/contract-view.ts';
import { saveAnswers, saveAnswersInput } from '../../../server/collaboration/save-answers.ts';
import { asLang } from '../../../i18n/lang.ts';

/** The blind questionnaire of a match and, once both agree, its sealed contract (parties only). */
export const { GET, PUT, ALL } = route({
  GET: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const { match_id } = parseInput(contractQuery, readQuery(ctx.url, z.unknown()), lang);
    return getContract(await getDb(), user.id, match_id, lang);
  },
  PUT: async (ctx) => {
    const user = requireMember(ctx);
    const lang = asLang(ctx.locals.lang);
    const input = parseInput(saveAnswersInput, await readJson(ctx.request, z.unknown()), lang);
    return saveAnswers(await getDb(), user.id, input, lang);
  },
});
