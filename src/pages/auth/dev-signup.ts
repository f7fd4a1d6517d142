import { route } from '../../server/http/respond.ts';
import { readBody } from '../../server/http/read-input.ts';
import { getDb } from '../../server/db/client.ts';
import { requireTestAccounts } from '../../server/auth/guards.ts';
import { createTestAccount, testAccountInput } from '../../server/users/dev-accounts.ts';

/** Development only (404 otherwise): a fresh throwaway test account, so tests never share users. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    requireTestAccounts();
    const input = await readBody(ctx, testAccountInput);
    return createTestAccount(await getDb(), input);
  },
});
