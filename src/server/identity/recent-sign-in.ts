/**
 * A recent sign-in by link or Google (decision 006): a session opened by a magic link or Google
 * less than RECENT_SIGN_IN_MINUTES ago, i.e. a link just mailed to the current address (or Google
 * vouching for it). What an account without a password shows instead of its current password to
 * change its email or password, choose a password, or delete itself.
 */
export const RECENT_SIGN_IN_MINUTES = 10;

/** The sign-in methods that prove the address. */
export const RECENT_SIGN_IN_METHODS = ['magic_link', 'google'] as const;

/** Whether a session counts as a recent sign-in by link or Google. */
export function isRecentLinkSignIn(session: { method: string; createdAt: Date } | null, now: Date = new Date()): boolean {
  return !!session && (RECENT_SIGN_IN_METHODS as readonly string[]).includes(session.method) && now.getTime() - session.createdAt.getTime() < RECENT_SIGN_IN_MINUTES * 60_000;
}
