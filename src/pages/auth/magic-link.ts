import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as sendMagicLinkContract } from '#server/account/auth/send-magic-link.contract.ts';
import { requestMagicLink } from '#server/account/auth/magic-link.ts';
import { clientIp } from '#server/identity/guards.ts';

/** Same answer whether or not the email has an account. */
export const { POST, ALL } = route(
  endpoint(sendMagicLinkContract, async ({ ctx, body: { email, next }, db }) => {
    await requestMagicLink(db, email, clientIp(ctx), next);
    return { ok: true };
  }),
);
