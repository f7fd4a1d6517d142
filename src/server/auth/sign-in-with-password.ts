import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { findUserByEmail } from '../users/find-user.ts';
import { verifyPassword } from './password.ts';
import { hit, isBlocked } from './rate-limit.ts';
import { issueSession } from './session-tokens.ts';
import { env } from '../../env.ts';

export const passwordSignInInput = z.strictObject({
  email: z.string().trim().max(254),
  password: z.string().max(200),
});

/**
 * Checks email and password. Per IP every attempt counts; per email only failures do, so a
 * person who mistypes a few times is not locked out by someone else's successes.
 * Unknown email and wrong password give the same answer in the same time.
 */
export async function signInWithPassword(db: DbOrTx, input: z.infer<typeof passwordSignInInput>, ip: string) {
  const settings = env();
  const window = settings.RATE_LIMIT_WINDOW_SECONDS;
  hit(`ip:${ip}`, settings.RATE_LIMIT_SIGNIN_PER_IP, window);
  const emailKey = `login-email:${input.email.toLowerCase()}`;
  const blockedFor = isBlocked(emailKey, settings.RATE_LIMIT_SIGNIN_PER_EMAIL);
  if (blockedFor) throw new AppError('rate_limited', { headers: { 'retry-after': String(blockedFor) } });

  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) {
    hit(emailKey, settings.RATE_LIMIT_SIGNIN_PER_EMAIL, window);
    throw new AppError('invalid_credentials');
  }
  const session = await issueSession(db, user, 'password');
  return { user, ...session };
}
