import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as devLoginContract } from '#server/account/users/dev-login.contract.ts';
import { signInTestAccount } from '#server/account/users/dev-accounts.ts';
import { setSessionCookie } from '#server/identity/cookies.ts';

/** Development only (404 otherwise): signs in as one of the seeded test accounts. */
export const { POST, ALL } = route(
  endpoint(devLoginContract, async ({ ctx, body, db }) => {
    const result = await signInTestAccount(db, body.email);
    setSessionCookie(ctx.cookies, result.token);
    return result;
  }),
);
