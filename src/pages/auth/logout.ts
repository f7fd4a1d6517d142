import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as signOutContract } from '#server/account/auth/sign-out.contract.ts';
import { revokeAllSessions, revokeSession } from '#server/identity/session-tokens.ts';
import { clearSessionCookie } from '#server/identity/cookies.ts';

/** Ends this session (or every session of the user with `everywhere: true`). */
export const { POST, ALL } = route(
  endpoint(signOutContract, async ({ ctx, user, body, db }) => {
    const { sessionId } = ctx.locals;
    if (user && body.everywhere) await revokeAllSessions(db, user.id);
    else if (sessionId) await revokeSession(db, sessionId);
    clearSessionCookie(ctx.cookies);
    return { ok: true };
  }),
);
