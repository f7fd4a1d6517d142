import { route } from '../../../server/platform/http/respond.ts';
import { readBody } from '../../../server/platform/http/read-input.ts';
import { getDb } from '../../../server/platform/db/client.ts';
import { clientIp, requireUser } from '../../../server/auth/guards.ts';
import { clearSessionCookie } from '../../../server/auth/cookies.ts';
import { deleteAccountInput, deleteMyAccount } from '../../../server/personal-data/delete-my-account.ts';

/** Erase one's own account now (password, or a fresh sign-in link without one): decision 026. */
export const { POST, ALL } = route({
  POST: async (ctx) => {
    const user = requireUser(ctx);
    const input = await readBody(ctx, deleteAccountInput);
    const report = await deleteMyAccount(await getDb(), user.id, input, { sessionId: ctx.locals.sessionId, ip: clientIp(ctx), lang: ctx.locals.lang });
    clearSessionCookie(ctx.cookies);
    return { erased: true, report };
  },
});
