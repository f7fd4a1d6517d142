import { route } from '../../server/platform/http/respond.ts';
import { readBody } from '../../server/platform/http/read-input.ts';
import { getDb } from '../../server/platform/db/client.ts';
import { revokeAllSessions, revokeSession, logoutInput } from '../../server/auth/session-tokens.ts';
import { clearSessionCookie } from '../../server/auth/cookies.ts';

/** Ends this session (or every session of the user with `everywhere: true`). */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const { everywhere } = await readBody(ctx, logoutInput);
    const db = await getDb();
    const { user, sessionId } = ctx.locals;
    if (user && everywhere) await revokeAllSessions(db, user.id);
    else if (sessionId) await revokeSession(db, sessionId);
    clearSessionCookie(ctx.cookies);
    return { ok: true };
  },
});
