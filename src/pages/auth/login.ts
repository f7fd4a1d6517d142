import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as signInContract } from '#server/account/auth/sign-in-with-password.contract.ts';
import { signInWithPassword } from '#server/account/auth/sign-in-with-password.ts';
import { clientIp } from '#server/identity/guards.ts';
import { setSessionCookie } from '#server/identity/cookies.ts';
import { serializeUser } from '#server/identity/serialize-user.ts';

export const { POST, ALL } = route(
  endpoint(signInContract, async ({ ctx, body, db }) => {
    const { user, token } = await signInWithPassword(db, body, clientIp(ctx));
    setSessionCookie(ctx.cookies, token);
    return { token, user: serializeUser(user) };
  }),
);
