import { z } from 'zod';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { findUserByEmail } from '#server/identity/find-user.ts';
import { verifyPassword } from '#server/identity/password.ts';
import { afterPasswordFailure, afterPasswordSuccess, beforePasswordCheck } from './sign-in-limits.ts';
import { issueSession, mayUseAccount } from '#server/identity/session-tokens.ts';

export const passwordSignInInput = z.strictObject({
  email: z.string().trim().max(254),
  password: z.string().max(200),
});

/**
 * Checks email and password under the sign-in throttle (sign-in-limits.ts). Unknown email and
 * wrong password give the same answer in the same time; a test account cannot sign in in
 * production (its password is public).
 */
export async function signInWithPassword(db: DbOrTx, input: z.infer<typeof passwordSignInInput>, ip: string) {
  await beforePasswordCheck(db, input.email, ip);
  const found = await findUserByEmail(db, input.email);
  const user = found && mayUseAccount(found) ? found : null;
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) {
    await afterPasswordFailure(db, input.email, ip);
    throw new AppError('invalid_credentials');
  }
  await afterPasswordSuccess(db, input.email, ip);
  const session = await issueSession(db, user, 'password');
  return { user, ...session };
}
