import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { confirmInput } from './payment-input.ts';
import { confirmedResponse } from './payment-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/payment/confirm',
  tag: 'payments',
  summary: 'Confirm a payment after the provider’s return',
  access: 'signed-in',
  body: confirmInput,
  success: [ok(confirmedResponse)],
  errors: ['candidature_not_found', 'conflict', 'application_closed', 'balance_not_due', 'deposit_refunded', 'payment_not_completed', 'payment_reference_mismatch', 'payment_provider_unavailable'],
} as const satisfies EndpointContract;
