import { route } from '../../server/platform/http/respond.ts';
import { readBody } from '../../server/platform/http/read-input.ts';
import { getDb } from '../../server/platform/db/client.ts';
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
