import { endpoint, route } from '#server/identity/endpoint.ts';
import { clientIp } from '#server/identity/guards.ts';
import { contract as updateAccountContract } from '#server/account/users/update-account.contract.ts';
import { updateAccount } from '#server/account/users/update-account.ts';
import { findUserById } from '#server/identity/find-user.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { isAdmin } from '#server/identity/roles.ts';
import { setSessionCookie } from '#server/identity/cookies.ts';

/** Language, email and password; self or admin (another user's id → 404). Proofs: update-account.ts. */
export const { PUT, ALL } = route(
  endpoint(updateAccountContract, async ({ ctx, user: actor, params, body, db }) => {
    const target = await findUserById(db, params.id);
    if (!target) throw new AppError('user_not_found');
    const { user, token } = await updateAccount(db, target, body, {
      sessionId: ctx.locals.sessionId,
      asAdmin: actor.id !== target.id && isAdmin(actor.role), // target.id: the canonical (lower-case) id
      ip: clientIp(ctx),
    });
    // The owner's own session ended with an email or password change: here is its successor.
    if (!token) return user;
    setSessionCookie(ctx.cookies, token);
    return { ...user, token };
  }),
);
