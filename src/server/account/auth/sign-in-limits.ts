/**
 * The sign-in throttle (decision 006), shared by every place a password or a sign-in mail is
 * asked for: password sign-in, magic links, and the current password of an account change.
 *
 * - Per IP, every attempt counts (RATE_LIMIT_SIGNIN_PER_IP): one address cannot try many accounts.
 * - Per email AND IP, failed passwords count (RATE_LIMIT_SIGNIN_PER_EMAIL): the guesser's address
 *   is stopped after a few failures while the owner, elsewhere, still signs in. A correct password
 *   clears that pair's failures.
 * - Per account, failures from every IP together (RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT, 50 by
 *   default): the brake on a guesser spread over many addresses. Reaching it does stop password
 *   sign-in for the owner too until the window ends; magic links and Google still work.
 * - Per email, magic-link requests (RATE_LIMIT_SIGNIN_PER_EMAIL): nobody can flood a mailbox.
 * Limits are checked before the password hash is computed (a 16 MB scrypt), so refused guesses
 * cost nothing.
 */
import type { DbOrTx } from '#server/platform/db/client.ts';
import { assertWithinRateLimit, clearRateLimit, consumeRateLimit, ipSubject, type RateLimitRule } from '#server/platform/http/rate-limit.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';

function rules() {
  const s = env();
  const window = s.RATE_LIMIT_WINDOW_SECONDS;
  return {
    ip: { bucket: 'signin-ip', limit: s.RATE_LIMIT_SIGNIN_PER_IP, windowSeconds: window },
    emailAndIp: { bucket: 'signin-fail', limit: s.RATE_LIMIT_SIGNIN_PER_EMAIL, windowSeconds: window },
    account: { bucket: 'signin-fail-account', limit: s.RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT, windowSeconds: window },
    magicLinkEmail: { bucket: 'magic-link-email', limit: s.RATE_LIMIT_SIGNIN_PER_EMAIL, windowSeconds: window },
  } satisfies Record<string, RateLimitRule>;
}

const emailKey = (email: string) => email.trim().toLowerCase();
const pairKey = (email: string, ip: string) => `${emailKey(email)}\n${ipSubject(ip)}`;

/** Before checking a password of `email` from `ip`: counts the attempt, refuses (429) a throttled one. */
export async function beforePasswordCheck(db: DbOrTx, email: string, ip: string): Promise<void> {
  const r = rules();
  await consumeRateLimit(db, r.ip, ipSubject(ip));
  await assertWithinRateLimit(db, r.emailAndIp, pairKey(email, ip));
  await assertWithinRateLimit(db, r.account, emailKey(email));
}

export async function afterPasswordFailure(db: DbOrTx, email: string, ip: string): Promise<void> {
  const r = rules();
  // Counted, never refused here: this answer is the 401; the next attempt gets the 429.
  const countOnly = (error: unknown) => {
    if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
  };
  await consumeRateLimit(db, r.emailAndIp, pairKey(email, ip)).catch(countOnly);
  await consumeRateLimit(db, r.account, emailKey(email)).catch(countOnly);
}

export async function afterPasswordSuccess(db: DbOrTx, email: string, ip: string): Promise<void> {
  await clearRateLimit(db, rules().emailAndIp, pairKey(email, ip));
}

/** Before mailing a sign-in link to `email` requested from `ip`. */
export async function beforeMagicLink(db: DbOrTx, email: string, ip: string): Promise<void> {
  const r = rules();
  await consumeRateLimit(db, r.ip, ipSubject(ip));
  await consumeRateLimit(db, r.magicLinkEmail, emailKey(email));
}
