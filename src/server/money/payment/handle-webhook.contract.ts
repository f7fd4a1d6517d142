import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { stripeEventResponse, webhookReceivedResponse } from './payment-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/payment/webhook',
  tag: 'payments',
  summary: 'The payment provider’s signed event (Stripe-Signature)',
  access: 'public',
  body: stripeEventResponse,
  success: [ok(webhookReceivedResponse)],
  errors: ['invalid_signature', 'bad_request', 'not_found', 'refund_in_progress', 'payment_not_recorded', 'payment_provider_unavailable'],
} as const satisfies EndpointContract;
