/**
 * The payment provider adapter (decision 009): `stripe` (Checkout Sessions, required in
 * production) or `test` (a local sandbox, refused in production by src/env.ts). The rest of the
 * app only sees this interface (payment-provider-types.ts, which both implementations import).
 */
import { env } from '#src/env.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

export type { PaymentPurpose, CheckoutRequest, ExpectedPayment, PaidEvent, RefundsChangedEvent, WebhookEvent, ProviderRefund, RefundRequest, PaymentProvider } from './payment-provider-types.ts';
import type { PaymentProvider } from './payment-provider-types.ts';

let cached: { key: string; provider: PaymentProvider } | undefined;

export function paymentProvider(): PaymentProvider {
  const settings = env();
  const key = `${settings.PAYMENT_PROVIDER}|${settings.STRIPE_API_BASE}`;
  if (cached?.key !== key) {
    const provider =
      settings.PAYMENT_PROVIDER === 'stripe'
        ? createStripeProvider({
            secretKey: settings.STRIPE_SECRET_KEY!,
            webhookSecret: settings.STRIPE_WEBHOOK_SECRET!,
            apiBase: settings.STRIPE_API_BASE,
          })
        : createTestProvider();
    cached = { key, provider };
  }
  return cached.provider;
}
