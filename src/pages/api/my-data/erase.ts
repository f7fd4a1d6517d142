import { endpoint, route } from '#server/identity/endpoint.ts';
import { clientIp } from '#server/identity/guards.ts';
import { clearSessionCookie } from '#server/identity/cookies.ts';
import { contract as deleteMyAccountContract } from '#server/account/personal-data/delete-my-account.contract.ts';
import { deleteMyAccount } from '#server/account/personal-data/delete-my-account.ts';

/** Erase one's own account now (password, or a fresh sign-in link without one): decision 026. */
export const { POST, ALL } = route(
  endpoint(deleteMyAccountContract, async ({ ctx, user, body, lang, db }) => {
    const report = await deleteMyAccount(db, user.id, body, { sessionId: ctx.locals.sessionId, ip: clientIp(ctx), lang });
    clearSessionCookie(ctx.cookies);
    return { erased: true, report };
  }),
);
