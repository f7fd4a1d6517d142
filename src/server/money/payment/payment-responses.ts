/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid' });

export const checkoutResponse = z.object({ provider: z.string(), candidature_id: id, purpose: z.enum(['acompte', 'solde']), amount_cents: z.number().int(), reference: z.string(), url: z.string() });

/** Every field the API sends is declared (issue 39, item 7). */
export const confirmedResponse = z.object({
  candidature_id: id,
  payment_status: z.string(),
  balance_status: z.literal('paye').optional().describe('`purpose: solde` only: the balance is paid'),
  formula: z.string(),
  role: z.string().nullable().optional().describe('Deposit only: the account’s role now (the paid formula’s, or a staff role kept)'),
  paid_at: z.string().meta({ format: 'date-time' }),
  amount_cents: z.number().int().describe('What was paid (tax included)'),
  invoice_number: z.string().nullable(),
  invoice_email: z.string().describe('Where the invoice is sent'),
  invoice_url: z.string(),
  access_starts_on: z.string().nullable().optional().describe('A consumer who chose to wait for the withdrawal period: the day the formula’s role is given (decision 058); null when given now'),
});

export const balanceRequestedResponse = z.object({ candidature_id: id, balance_status: z.literal('demande'), balance_cents: z.number().int(), requested_at: z.string(), due_on: z.string().describe('The day the balance is due: BALANCE_DUE_DAYS after the request (decision 058)'), sent_to: z.string() });

/** A Stripe event as Stripe sends it (only `type` and `data.object` are read; the rest is Stripe's). */
export const stripeEventResponse = z.looseObject({
  id: z.string().optional(),
  type: z
    .string()
    .describe(
      'checkout.session.completed and checkout.session.async_payment_succeeded confirm a payment; charge.refunded, charge.refund.updated, refund.created and refund.updated issue credit notes for succeeded refunds of the payment the app does not know yet (made in Stripe’s dashboard, decision 031); payout.paid stores the payout for the sales and receipts journal (decision 060); others acknowledged',
    ),
  data: z.looseObject({ object: z.looseObject({}) }).optional(),
});

export const webhookReceivedResponse = z.object({
  received: z.literal(true),
  applied: z.boolean(),
  invoice_number: z.string().nullable().optional(),
  credit_note_numbers: z.array(z.string()).optional().describe('Refund events: the credit notes issued now for refunds made in Stripe (none when already known)'),
});
