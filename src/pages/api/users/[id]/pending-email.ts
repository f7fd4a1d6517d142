import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as cancelEmailChangeContract } from '#server/account/users/cancel-email-change.contract.ts';
import { contract as resendEmailChangeContract } from '#server/account/users/resend-email-change.contract.ts';
import { cancelEmailChange, resendEmailChangeLink } from '#server/account/users/email-change.ts';
import { serializeAccount } from '#server/account/users/update-account.ts';
import { findUserById } from '#server/identity/find-user.ts';
import { AppError } from '#server/platform/http/errors.ts';

/** The address change waiting for its link (decision 061): DELETE cancels it, POST sends the link again. */
export const { DELETE, POST, ALL } = route(
  endpoint(cancelEmailChangeContract, async ({ params, db }) => {
    const target = await findUserById(db, params.id);
    if (!target) throw new AppError('user_not_found');
    await cancelEmailChange(db, target.id);
    return serializeAccount(db, target);
  }),
  endpoint(resendEmailChangeContract, async ({ params, db }) => {
    const target = await findUserById(db, params.id);
    if (!target) throw new AppError('user_not_found');
    await resendEmailChangeLink(db, target);
    return serializeAccount(db, target);
  }),
);
