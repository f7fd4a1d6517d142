/** Development-only account helpers behind /auth/dev-login and /auth/dev-signup. */
import { z } from 'zod';
import { textField } from '#server/platform/http/text-fields.ts';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { findUserByEmail } from '#server/identity/find-user.ts';
import { issueSession } from '#server/identity/session-tokens.ts';
import { hashPassword } from '#server/identity/password.ts';
import { serializeUser } from '#server/identity/serialize-user.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';
import { RESERVED_KEYS } from '#server/platform/http/respond.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const devLoginInput = z.strictObject({ email: z.string().trim().max(254) });

export async function signInTestAccount(db: DbOrTx, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user || !user.isTestAccount) throw new AppError('user_not_found');
  const { token } = await issueSession(db, user, 'dev_login');
  return { token, user: serializeUser(user) };
}

export const testAccountInput = z.strictObject({
  /**
   * Any string is stored as is, so tests can prove that unknown roles grant nothing; but not the
   * name of an Object.prototype member, which pages would look up as a label (`__proto__` broke
   * the sign-in page for everyone).
   */
  role: z
    .string()
    .max(40)
    // Stated in the description (`not`), so a 400 like any other invalid value (decision 030).
    .refine((role) => !RESERVED_KEYS.has(role), { params: { described: true } })
    .meta({ not: { enum: [...RESERVED_KEYS] } })
    .nullable()
    .optional(),
  first_name: textField({ max: 80 }).optional(),
  last_name: textField({ max: 80 }).optional(),
  email: z.email().optional(),
  lang: z.enum(['fr', 'en']).optional(),
  password: z.string().min(10).max(200).optional(),
});

export async function createTestAccount(db: DbOrTx, input: z.infer<typeof testAccountInput>) {
  const email = input.email ?? `test-${randomUUID()}@test.atelier.local`;
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        role: input.role === undefined ? 'client_premium' : input.role,
        firstName: input.first_name ?? 'Test',
        lastName: input.last_name ?? '',
        lang: input.lang ?? 'fr',
        isTestAccount: true,
        passwordHash: input.password ? await hashPassword(input.password) : null,
      })
      .returning();
    const { token } = await issueSession(db, user!, 'dev_signup');
    return { token, user: serializeUser(user!) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
}
