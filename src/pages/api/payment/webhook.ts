import { endpoint, route } from '#server/identity/endpoint.ts';
import { readBodyText } from '#server/platform/http/respond.ts';
import { contract as handleWebhookContract } from '#server/money/payment/handle-webhook.contract.ts';
import { handlePaymentWebhook } from '#server/money/payment/handle-webhook.ts';

/** Stripe's signed events (no session: the signature is the authentication). Sandbox: 404. */
export const { POST, ALL } = route(
  endpoint(
    handleWebhookContract,
    async ({ ctx, db }) => {
      // The signature covers the exact bytes: read the raw body, never a re-serialised JSON (`input: 'manual'`).
      const raw = await readBodyText(ctx.request, 512 * 1024);
      return handlePaymentWebhook(db, raw, ctx.request.headers.get('stripe-signature'));
    },
    { input: 'manual' },
  ),
);
