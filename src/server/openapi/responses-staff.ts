/** Response bodies of the staff's application actions and the members routes (decision 025). */
import { z } from 'zod';
import { TIMELINE_KINDS } from '../applications/application-timeline.ts';
import { ROLES } from '../auth/roles.ts';

const id = z.uuid();
// Any stored string is shown as it is: an unknown one (an old `membre`) grants nothing (decision 005).
const role = z.string().nullable().describe(`${ROLES.join(', ')}; null: no role (a prospect); any other value grants nothing`);

export const timeline = z.object({
  items: z.array(
    z.object({
      kind: z.enum(TIMELINE_KINDS),
      at: z.string().describe('ISO 8601'),
      actor_name: z.string().nullable().describe('The staff member who acted (payment link, balance request, refund, refusal, withdrawal); null for the applicant, the system or an erased account'),
      reason: z.string().nullable().describe('Refusal, withdrawal or refund: the staff’s reason'),
      photo_count: z.number().int().optional(),
      payment_provider: z.string().nullable().optional(),
      invoice_number: z.string().optional(),
      invoice_kind: z.string().optional(),
      credit_note_number: z.string().optional(),
      amount_incl_tax_cents: z.number().int().optional().describe('balance_requested: the balance asked; credit_note_issued: the amount refunded (cents, tax included)'),
    }),
  ),
});

export const member = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role,
  lang: z.string(),
  created_at: z.string().describe('ISO 8601'),
});
export const members = z.object({ items: z.array(member), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
export const roleChanged = member.extend({ changed: z.boolean().describe('False when the member already had that role (nothing recorded)') });
export const roleChanges = z.object({
  items: z.array(
    z.object({
      id,
      user_id: id,
      user_email: z.string(),
      user_name: z.string(),
      from_role: role,
      to_role: role,
      changed_by: id.nullable().describe('null: no staff member acted (a payment gave the formula’s role)'),
      changed_by_name: z.string().nullable(),
      created_at: z.string().describe('ISO 8601'),
    }),
  ),
  limit: z.number().int(),
  offset: z.number().int(),
});
