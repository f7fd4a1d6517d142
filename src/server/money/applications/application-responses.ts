/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';
import { TIMELINE_KINDS } from './timeline-kinds.ts';
import { invoicesResponse } from '../invoices/invoice-responses.ts';
import { creditNotesResponse } from '../refunds/refund-responses.ts';
import { userResponse } from '#server/identity/user-responses.ts';

const id = z.string().meta({ format: 'uuid' });
const dateTime = z.string().meta({ format: 'date-time' });

export const withdrawalResponse = z.object({
  text_version: z.string().nullable().describe('The version of the choice’s wording the consumer was shown; null before it was asked'),
  early_start_requested_at: z.string().nullable().describe('ISO 8601: the express request to start before the period ends (L221-25); null: the consumer chose to wait'),
  waiver_acknowledged_at: z.string().nullable().describe('ISO 8601: the acknowledgement that the right is lost once the service is fully performed (L221-28 1°)'),
  period_ends_on: z.string().describe('The last day a withdrawal may be sent (14 days after the application, Europe/Paris)'),
  access_starts_on: z.string().nullable().describe('Paid while the period ran without early start: the day the formula’s role is given'),
  withdrawn_at: z.string().nullable(),
  channel: z.enum(['account', 'form']).nullable().describe('account: from /mon-compte; form: the model form or another statement, recorded by staff'),
  received_on: z.string().nullable().describe('The day the withdrawal was sent'),
  owed_cents: z.number().int().nullable().describe('What the consumer owes for the days provided (L221-25)'),
  refund_cents: z.number().int().nullable().describe('What is refunded: paid minus owed, never below zero'),
});

/** Every field the API sends is declared (issue 39, item 7): no open object hides one. */
export const applicationResponse = z.object({
  id,
  user_id: id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  brand: z.string(),
  trade: z.string(),
  photos: z.array(id).describe('The application’s photos (upload ids); see `photo_files` on the staff detail'),
  links: z.array(z.string()),
  priority_need: z.string(),
  monthly_revenue: z.number().int().describe('Monthly revenue the applicant stated (euros)'),
  objective: z.string(),
  already_tried: z.string(),
  formula: z.string(),
  formula_price_cents: z.number().int(),
  deposit_percent: z.number().int(),
  deposit_cents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  payment_status: z.string(),
  payment_provider: z.string().nullable(),
  payment_reference: z.string().nullable(),
  paid_at: dateTime.nullable(),
  invoice_number: z.string().nullable(),
  balance_status: z.string().nullable().describe('`demande` (requested, not paid yet), `paye`, or null before it was requested'),
  balance_cents: z.number().int().nullable(),
  balance_requested_at: dateTime.nullable(),
  balance_paid_at: dateTime.nullable(),
  lang: z.string().describe('The language of the form (fr or en)'),
  source: z.string().nullable().describe('Where the applicant came from (a landing’s slug), when known'),
  account_deleted: z.boolean().optional().describe('Staff views: the member’s account was erased; only the invoice data is kept (decision 026)'),
  account_deleted_at: dateTime.nullable().optional().describe('Staff views: when the member’s account was erased; null while it exists'),
  invoice_buyer_name: z.string().nullable().optional().describe('Staff list: the buyer named on the deposit invoice (kept when the account is erased)'),
  billing_address: z
    .object({ street: z.string(), postal_code: z.string(), city: z.string(), country: z.string().describe('ISO 3166-1 alpha-2') })
    .nullable()
    .describe('The buyer’s postal address, printed on the invoices; null for applications sent before it was asked'),
  buyer_business: z
    .object({ name: z.string(), siren: z.string().nullable(), vat_number: z.string().nullable() })
    .nullable()
    .describe('The business invoiced (decision 036); null for a private person'),
  vat_regime: z
    .enum(['fr', 'franchise', 'reverse_charge', 'out_of_scope'])
    .nullable()
    .describe('The VAT its invoices apply (decision 036): French VAT, franchise (art. 293 B), reverse charge (EU business), out of scope (business outside the EU); null before it was asked'),
  vies_check: z
    .object({
      status: z.enum(['valid', 'invalid', 'unavailable']).describe('valid: VIES confirmed the number, reverse charge applies; unavailable: VIES did not answer, French VAT applies (invalid is refused with 400, never stored)'),
      checked_at: z.string().describe('ISO 8601: when VIES was consulted'),
      request_id: z.string().nullable().describe('VIES’s consultation number (given when the seller’s VAT number is set): the proof kept for an audit'),
      name: z.string().nullable().describe('The name VIES has for the number (null when its member state does not disclose it)'),
      address: z.string().nullable(),
    })
    .nullable()
    .optional()
    .describe('The VIES consultation of an EU business’s VAT number (decision 049); null when none was made (private person, France, outside the EU, or before it existed)'),
  cgv_version: z.string().nullable().describe('The CGV version accepted; null before acceptance was asked'),
  cgv_accepted_at: z.string().nullable(),
  balance_due_on: z.string().nullable().optional().describe('The day the requested balance is due (BALANCE_DUE_DAYS after the request, decision 058); null when not requested'),
  withdrawal: withdrawalResponse.nullable().optional().describe('The consumer’s withdrawal right (decision 058); null for a business buyer, who has none'),
  created_at: dateTime,
  updated_at: dateTime,
});

export const applicationCreatedResponse = applicationResponse.extend({ token: z.string().optional(), user: userResponse.optional() });

export const applicationsResponse = z.object({ items: z.array(applicationResponse), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

export const paymentLinkSentResponse = z.object({ candidature_id: id, sent_to: z.string() });

export const applicationDetailResponse = applicationResponse.extend({
  photo_files: z.array(z.object({ id, url: z.string(), mime: z.string(), width: z.number().int().nullable(), height: z.number().int().nullable(), size_bytes: z.number().int() })),
  invoices: invoicesResponse,
  credit_notes: creditNotesResponse,
});

export const timelineResponse = z.object({
  items: z.array(
    z.object({
      kind: z.enum(TIMELINE_KINDS),
      at: z.string().describe('ISO 8601'),
      actor_name: z.string().nullable().describe('The staff member who acted (payment link, balance request, refund, refusal, withdrawal, erasure); null for the applicant, the system or an erased account'),
      reason: z.string().nullable().describe('Refusal, withdrawal or refund: the staff’s reason'),
      photo_count: z.number().int().optional(),
      payment_provider: z.string().nullable().optional(),
      invoice_number: z.string().optional(),
      invoice_kind: z.string().optional(),
      credit_note_number: z.string().optional(),
      amount_incl_tax_cents: z.number().int().optional().describe('balance_requested: the balance asked; credit_note_issued: the amount refunded (cents, tax included)'),
      erased_by: z.enum(['member', 'staff']).optional().describe('account_erased: the member erased their own account, or staff did for a postal request (then `actor_name` names them); absent when the erasure predates this record'),
    }),
  ),
});
