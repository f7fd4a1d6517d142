import { route } from '../../server/platform/http/respond.ts';
import { readBody } from '../../server/platform/http/read-input.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { requireTestAccounts } from '../../server/auth/guards.ts';
import { signInTestAccount, devLoginInput } from '../../server/users/dev-accounts.ts';
import { setSessionCookie } from '../../server/auth/cookies.ts';

/** Development only (404 otherwise): signs in as one of the seeded test accounts. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    requireTestAccounts();
    const { email } = await readBody(ctx, devLoginInput);
    const result = await signInTestAccount(await getDb(), email);
    setSessionCookie(ctx.cookies, result.token);
    return result;
  },
});
