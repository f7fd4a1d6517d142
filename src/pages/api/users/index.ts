import { route } from '../../../server/platform/http/respond.ts';
import { readQuery } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { requireTestAccounts } from '../../../server/auth/guards.ts';
import { listAccounts, listAccountsQuery } from '../../../server/users/test-accounts.ts';
import { AppError } from '../../../server/platform/http/errors.ts';
import { asLang } from '../../../i18n/lang.ts';

const ONE_OF = {
  fr: 'Indiquez exactement un des deux\u00a0: ?test=1 (comptes de test) ou ?real=1 (comptes réels).',
  en: 'Give exactly one of ?test=1 (test accounts) or ?real=1 (real accounts).',
} as const;

/** Development only: `?test=1` lists the test accounts, `?real=1` the real ones. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireTestAccounts();
    const { test, real } = readQuery(ctx, listAccountsQuery);
    if (Boolean(test) === Boolean(real)) {
      const text = ONE_OF[asLang(ctx.locals.lang)];
      throw new AppError('rule_failed', { message: text, details: { formErrors: [text], fieldErrors: {} } });
    }
    return listAccounts(await getDb(), test ? 'test' : 'real');
  },
});
