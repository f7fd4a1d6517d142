/** Account settings: language, email, password. A password change signs out other sessions. */
import { z } from 'zod';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../../../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeAllSessions } from '../auth/session-tokens.ts';
import { serializeUser } from './serialize-user.ts';
import { isUniqueViolation } from '../db/errors.ts';

export const PASSWORD_MIN_LENGTH = 10;

export const accountInput = z
  .strictObject({
    lang: z.enum(['fr', 'en']).optional(),
    email: z.email().max(254).optional(),
    current_password: z.string().max(200).optional(),
    new_password: z.string().min(PASSWORD_MIN_LENGTH).max(200).optional(),
  });

export async function updateAccount(
  db: DbOrTx,
  target: typeof users.$inferSelect,
  input: z.infer<typeof accountInput>,
  options: { actingSessionId: string | null; actingAsAdmin: boolean },
) {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.lang) changes.lang = input.lang;
  if (input.email && input.email.toLowerCase() !== target.email.toLowerCase()) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email.toLowerCase()}`, ne(users.id, target.id)))
      .limit(1);
    if (taken) throw new AppError('email_taken');
    changes.email = input.email;
  }
  let passwordChanged = false;
  if (input.new_password !== undefined) {
    // The owner proves they know the current password; an admin resetting it does not need to.
    if (!options.actingAsAdmin && target.passwordHash) {
      const ok = await verifyPassword(input.current_password ?? '', target.passwordHash);
      if (!ok) throw new AppError('invalid_credentials');
    }
    changes.passwordHash = await hashPassword(input.new_password);
    passwordChanged = true;
  }
  let updated;
  try {
    [updated] = await db.update(users).set(changes).where(eq(users.id, target.id)).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
  if (!updated) throw new AppError('user_not_found');
  if (passwordChanged) {
    const keep = options.actingAsAdmin ? undefined : (options.actingSessionId ?? undefined);
    await revokeAllSessions(db, target.id, keep);
  }
  return serializeUser(updated);
}
