import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { checkoutInput } from './payment-input.ts';
import { checkoutResponse } from './payment-responses.ts';

export const contract = {
  method: 'post',
  path: '/api/payment/checkout',
  tag: 'payments',
  summary: 'Start paying the deposit (or, `purpose: solde`, the requested balance) of an application',
  access: 'signed-in',
  body: checkoutInput,
  success: [ok(checkoutResponse)],
  errors: ['candidature_not_found', 'conflict', 'application_closed', 'balance_not_due', 'deposit_refunded', 'payment_provider_unavailable'],
} as const satisfies EndpointContract;
