import { route, readQuery } from '../../../server/http/respond.ts';
import { getDb } from '../../../server/db/client.ts';
import { requireTestAccounts } from '../../../server/auth/guards.ts';
import { listAccounts, listAccountsQuery } from '../../../server/users/test-accounts.ts';
import { AppError } from '../../../server/http/errors.ts';

/** Development only: `?test=1` lists the test accounts, `?real=1` the real ones. */
export const { GET, ALL } = route({
  GET: async (ctx) => {
    requireTestAccounts();
    const { test, real } = readQuery(ctx.url, listAccountsQuery);
    if (Boolean(test) === Boolean(real)) {
      throw new AppError('rule_failed', { message: 'Use exactly one of ?test=1 or ?real=1' });
    }
    return listAccounts(await getDb(), test ? 'test' : 'real');
  },
});
