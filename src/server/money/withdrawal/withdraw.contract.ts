import { z } from 'zod';
import { ok, type EndpointContract } from '#server/platform/http/contract.ts';
import { DAY_META } from '#server/platform/dates.ts';
import { withdrawalResponse } from '../applications/application-responses.ts';
import { inputMessageKeys } from '#i18n/input-message-keys.ts';

/** The body: nothing from the member's account; `received_on` when staff record a form or letter (decision 058). */
const receivedOn = inputMessageKeys('withdrawal').receivedOn;
export const withdrawInput = z.strictObject({
  received_on: z
    .string({ error: receivedOn })
    .max(10, receivedOn)
    .meta(DAY_META)
    .optional()
    .describe('Staff only, then required: the day the consumer sent the model form or statement (the period is checked against it). A member withdrawing from their account sends nothing: the day is today'),
});

export const withdrawnResponse = z.object({
  candidature_id: z.string().meta({ format: 'uuid' }),
  withdrawal: withdrawalResponse,
  credit_notes: z.array(z.string()).describe('The credit notes issued by this call (the final invoice’s first, then the deposit’s)'),
  refunded_cents: z.number().int().describe('What the withdrawal’s refunds gave back so far'),
});

export const contract = {
  method: 'post',
  path: '/api/candidatures/{id}/withdrawal',
  tag: 'applications',
  summary: 'A consumer withdraws (own application; staff record a form with received_on): refund issued at once, access ends (decision 058)',
  access: 'signed-in',
  body: withdrawInput,
  success: [ok(withdrawnResponse, 'Withdrawn, refund issued', 201)],
  errors: ['rule_failed', 'candidature_not_found', 'withdrawal_closed', 'refund_refused', 'payment_provider_unavailable'],
} as const satisfies EndpointContract;
