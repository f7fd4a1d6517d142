import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { refundInput } from './refund-invoice.ts';
import { refundedResponse } from './refund-responses.ts';

// Read by the refund's domain code (refund-invoice.ts), which answers 400 idempotency_key_required.
const idempotencyHeader = z.object({ 'Idempotency-Key': z.string().regex(/^[\x21-\x7e]{8,255}$/).describe('Required: one key per refund (a UUID, say); the same key answers the same refund, never a second one') });

export const contract = {
  method: 'post',
  path: '/api/invoices/{number}/refunds',
  tag: 'payments',
  summary: 'Refund part or all of a paid invoice through the provider and issue a credit note (staff)',
  access: 'staff',
  header: idempotencyHeader,
  body: refundInput,
  success: [ok(refundedResponse, 'Refunded, credit note issued', 201), ok(refundedResponse, 'The same Idempotency-Key again: the same refund')],
  errors: ['invoice_not_found', 'idempotency_key_required', 'idempotency_key_reused', 'refund_exceeds_remaining', 'final_invoice_stands', 'refund_in_progress', 'refund_refused', 'payment_provider_unavailable'],
} as const satisfies EndpointContract;
