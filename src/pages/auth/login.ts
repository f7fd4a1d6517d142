import { route } from '../../server/platform/http/respond.ts';
import { readBody } from '../../server/platform/http/read-input.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { passwordSignInInput, signInWithPassword } from '../../server/auth/sign-in-with-password.ts';
import { clientIp } from '../../server/auth/guards.ts';
import { setSessionCookie } from '../../server/auth/cookies.ts';
import { serializeUser } from '../../server/users/serialize-user.ts';

export const { POST, ALL } = route({
  POST: async (ctx) => {
    const input = await readBody(ctx, passwordSignInInput);
    const { user, token } = await signInWithPassword(await getDb(), input, clientIp(ctx));
    setSessionCookie(ctx.cookies, token);
    return { token, user: serializeUser(user) };
  },
});
