import { endpoint, route } from '#server/identity/endpoint.ts';
import { contract as startCheckoutContract } from '#server/money/payment/start-checkout.contract.ts';
import { startCheckout } from '#server/money/payment/start-checkout.ts';

/** Opens the provider's payment page for the caller's application: `{provider, url, reference}`. */
export const { POST, ALL } = route(
  endpoint(startCheckoutContract, async ({ user, body, lang, db }) =>
    startCheckout(db, { candidatureId: body.candidature_id, userId: user.id, lang: body.lang ?? lang, purpose: body.purpose }),
  ),
);
