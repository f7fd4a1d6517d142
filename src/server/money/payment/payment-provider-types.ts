/** The payment provider's interface and its messages (provider.ts chooses the implementation). */
import type { Lang } from '#i18n/lang.ts';
/** What a payment pays: the deposit, or the balance of the formula (decision 024). */
export type PaymentPurpose = 'acompte' | 'solde';

export interface CheckoutRequest {
  applicationId: string;
  purpose: PaymentPurpose;
  amountCents: number;
  /** Shown on the provider's page ("Acompte — formule Essentiel"). */
  description: string;
  customerEmail: string;
  lang: Lang;
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
  kind: 'paid';
  applicationId: string | null;
  reference: string;
  /** From the checkout's metadata; a checkout without one (opened before decision 024) is a deposit. */
  purpose: PaymentPurpose;
}

/**
 * A webhook event that says refunds of a payment changed (decision 031): only which payment. What
 * was refunded is asked of the provider (`refundsOf`), never taken from the event's body.
 */
export interface RefundsChangedEvent {
  kind: 'refunds';
  /** The provider's id of the paid payment (Stripe: the PaymentIntent `pi_…`). */
  payment: string;
}

/** A webhook event that says a payout reached the bank (decision 060): only which one, read again from the provider. */
export interface PayoutEvent {
  kind: 'payout';
  /** Stripe `po_…`. */
  payout: string;
}

export type WebhookEvent = PaidEvent | RefundsChangedEvent | PayoutEvent;

/** The fee the provider took on a payment, from its balance transaction (decision 060). */
export interface ProviderFee {
  feeCents: number;
  currency: string;
  /** Stripe `txn_…`. */
  reference: string;
}

/** A payout as the provider reports it (decision 060). */
export interface ProviderPayout {
  id: string;
  amountCents: number;
  currency: string;
  /** The day it reaches the bank, YYYY-MM-DD (Stripe's `arrival_date`, UTC). */
  arrivalOn: string;
  paid: boolean;
}

/** A refund as the provider reports it. */
export interface ProviderRefund {
  /** Stripe `re_…`: what `refunds.provider_reference` stores. */
  reference: string;
  amountCents: number;
  currency: string;
  succeeded: boolean;
  /** The app's Idempotency-Key when the app asked for it (sent as metadata); null for a dashboard refund. */
  appKey: string | null;
}

export interface RefundRequest {
  /** The reference of the paid checkout (what the invoice records). */
  paymentReference: string;
  amountCents: number;
  /** Sent to the provider as its idempotency key: the same key never refunds twice. */
  idempotencyKey: string;
  /** The caller's Idempotency-Key, kept on the provider's refund so its webhook echo is recognised (decision 031). */
  appKey: string;
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
   * checkout or the refunded payment it reports, or null for events the app does not act on.
   */
  readWebhook(rawBody: string, signature: string | null): Promise<WebhookEvent | null>;
  /**
   * Every refund of a payment as the provider knows it now, and the checkout reference the
   * payment was made through (what invoices record), or null when no checkout made it. Throws
   * AppError('payment_provider_unavailable') when it cannot be asked.
   */
  refundsOf(payment: string): Promise<{ checkoutReference: string | null; refunds: ProviderRefund[] }>;
  /**
   * The provider's id of the payment a paid checkout made (what `refundsOf` takes), or null when
   * it has none (decision 054). Throws AppError('payment_provider_unavailable') when it cannot be asked.
   */
  paymentOfCheckout(reference: string): Promise<string | null>;
  /**
   * Refunds part or all of a paid checkout; returns the provider's refund id. Throws
   * AppError('payment_provider_unavailable') when the provider cannot be reached, and
   * AppError('refund_refused') when it answers no (already refunded there, say).
   */
  refund(request: RefundRequest): Promise<{ reference: string }>;
  /**
   * The fee taken on a paid checkout's payment, or null when the provider takes none (the
   * sandbox) or has not settled it yet. Throws AppError('payment_provider_unavailable') when it cannot be asked.
   */
  feeOf(reference: string): Promise<ProviderFee | null>;
  /** A payout as the provider knows it now, or null when unknown. Throws AppError('payment_provider_unavailable') when it cannot be asked. */
  payoutOf(id: string): Promise<ProviderPayout | null>;
}
