/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';
import { ROLES } from '#server/identity/roles.ts';

const id = z.uuid();

// Any stored string is shown as it is: an unknown one (an old `membre`) grants nothing (decision 005).
const role = z.string().nullable().describe(`${ROLES.join(', ')}; null: no role (a prospect); any other value grants nothing`);

export const memberResponse = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role,
  lang: z.string(),
  created_at: z.string().describe('ISO 8601'),
});

export const membersResponse = z.object({ items: z.array(memberResponse), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

export const roleChangedResponse = memberResponse.extend({ changed: z.boolean().describe('False when the member already had that role (nothing recorded)') });

export const roleChangesResponse = z.object({
  items: z.array(
    z.object({
      id,
      user_id: id,
      user_email: z.string(),
      user_name: z.string(),
      user_deleted_at: z.string().nullable().describe('ISO 8601: when the member’s account was erased (decision 026; `user_email` is then a placeholder); null while it exists'),
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
