/**
 * The payment provider adapter (decisions §7): `stripe` (Checkout Sessions, required in
 * production) or `test` (a local sandbox, refused in production by src/env.ts). The rest of the
 * app only sees this interface.
 */
import { env } from '../../env.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

/** What a payment pays: the deposit, or the balance of the formula (decision 024). */
export type PaymentPurpose = 'acompte' | 'solde';

export interface CheckoutRequest {
  applicationId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  /** Shown on the provider's page ("Acompte — formule Essentiel"). */
  description: string;
  customerEmail: string;
  lang: 'fr' | 'en';
  /** Absolute URLs; `{CHECKOUT_SESSION_ID}` in successUrl is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
}

export interface ExpectedPayment {
  applicationId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  currency: 'eur';
}

/** A webhook event that reports a paid checkout: the application and the payment reference. */
export interface PaidEvent {
  applicationId: string | null;
  reference: string;
  /** From the checkout's metadata; a checkout without one (opened before decision 024) is a deposit. */
  purpose: PaymentPurpose;
}

export interface RefundRequest {
  /** The reference of the paid checkout (what the invoice records). */
  paymentReference: string;
  amountCents: number;
  /** Sent to the provider as its idempotency key: the same key never refunds twice. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Opens a payment for exactly the deposit or the balance: where to send the payer, and the reference. */
  startCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }>;
  /**
   * True only when the provider reports this reference paid for this amount, currency and
   * application. Throws AppError('payment_provider_unavailable') when it cannot be asked.
   */
  isPaid(reference: string, expected: ExpectedPayment): Promise<boolean>;
  /**
   * Verifies a webhook's signature (AppError('invalid_signature') otherwise) and returns the paid
   * checkout it reports, or null for events that report no completed payment.
   */
  readWebhook(rawBody: string, signature: string | null): Promise<PaidEvent | null>;
  /**
   * Refunds part or all of a paid checkout; returns the provider's refund id. Throws
   * AppError('payment_provider_unavailable') when the provider cannot be reached, and
   * AppError('refund_refused') when it answers no (already refunded there, say).
   */
  refund(request: RefundRequest): Promise<{ reference: string }>;
}

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
