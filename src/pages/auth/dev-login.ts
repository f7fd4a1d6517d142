import { route } from '../../server/http/respond.ts';
import { readBody } from '../../server/http/read-input.ts';
import { getDb } from '../../server/db/client.ts';
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
