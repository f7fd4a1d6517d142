/** Response bodies of this domain's routes, as the API sends them: its contracts describe them (decision 013). */
import { z } from 'zod';

const id = z.string().meta({ format: 'uuid', description: 'UUID' });
const dateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601 date-time' });
const lang = z.enum(['fr', 'en']).describe('The language of the account’s emails, chosen on /mon-compte (decision 061), and of API answers when the request names none');
const uuid = z.string().meta({ format: 'uuid' });

export const userResponse = z
  .object({
    id,
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string().nullable(),
    lang,
    is_test_account: z.boolean(),
  })
  .meta({ id: 'User' });

/** The account after a change; `token` when the owner's password changed (decisions §2). */
export const accountResponse = userResponse
  .extend({
    token: z.string().optional().meta({ description: 'A fresh session token (also set as the session cookie) when the owner changed their password: every earlier token of the account, the one that made the change included, is now refused.' }),
    pending_email: z.string().nullable().meta({ description: 'A new address asked for and not yet confirmed: `email` changes only when the link mailed to it is used (decision 061); null when none waits' }),
    pending_email_expires_at: dateTime.nullable().meta({ description: 'When the link to `pending_email` stops working' }),
  })
  .meta({ id: 'AccountChange' });

export const profileResponse = z
  .object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    brand: z.string(),
    trade: z.string(),
    bio: z.string(),
    city: z.string(),
    phone: z.string(),
    website: z.string(),
    gallery: z.array(z.string()),
    portfolio_links: z.array(z.string()),
    updated_at: dateTime,
  })
  .meta({ id: 'Profile' });

export const testAccountsResponse = z.array(z.object({ id: uuid, email: z.string(), first_name: z.string(), role: z.string().nullable() }));

/** The answer of a confirmed address change (POST /api/email-change). */
export const emailChangeConfirmedResponse = z
  .object({
    email: z.string().describe('The account’s address, now the confirmed one'),
    token: z.string().optional().meta({ description: 'A fresh session token (also set as the cookie) when the confirming request carried a session of this account: every earlier one has ended' }),
  })
  .meta({ id: 'EmailChangeConfirmed' });
