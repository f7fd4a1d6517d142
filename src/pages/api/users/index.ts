import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as listTestAccountsContract } from '#server/account/users/list-test-accounts.contract.ts';
import { listAccounts } from '#server/account/users/test-accounts.ts';
import { AppError } from '#server/platform/http/errors.ts';

const ONE_OF = {
  fr: 'Indiquez exactement un des deux\u00a0: ?test=1 (comptes de test) ou ?real=1 (comptes réels).',
  en: 'Give exactly one of ?test=1 (test accounts) or ?real=1 (real accounts).',
} as const;

/** Development only: `?test=1` lists the test accounts, `?real=1` the real ones. */
export const { GET, ALL } = route(
  endpoint(listTestAccountsContract, async ({ query: { test, real }, lang, db }) => {
    if (Boolean(test) === Boolean(real)) {
      const text = ONE_OF[lang];
      throw new AppError('rule_failed', { message: text, details: { formErrors: [text], fieldErrors: {} } });
    }
    return listAccounts(db, test ? 'test' : 'real');
  }),
);
