/**
 * The "choose a password" section (decision 019) for a signed-in person without a password (null
 * for someone who has one). Whether the form can show now follows the API's rule
 * (update-account.ts): a session opened by a link or Google less than 10 minutes ago.
 */
import type { DbOrTx } from '#server/platform/db/client.ts';
import { sessionInfo } from '#server/identity/session-tokens.ts';
import { RECENT_SIGN_IN_MINUTES } from './update-account.ts';

export interface PasswordSetup {
  userId: string;
  email: string;
  /** The session is a fresh link or Google sign-in: the form can set the password now. */
  canSetNow: boolean;
  withinMinutes: number;
}

/** Whether a session counts as a recent sign-in by link or Google (the API's rule). */
export function isRecentLinkSignIn(session: { method: string; createdAt: Date } | null, now: Date): boolean {
  return !!session && ['magic_link', 'google'].includes(session.method) && now.getTime() - session.createdAt.getTime() < RECENT_SIGN_IN_MINUTES * 60_000;
}

export async function readPasswordSetup(
  db: DbOrTx,
  user: { id: string; email: string; passwordHash: string | null },
  sessionId: string | null,
  now = new Date(),
): Promise<PasswordSetup | null> {
  if (user.passwordHash) return null;
  const session = sessionId ? await sessionInfo(db, sessionId) : null;
  return { userId: user.id, email: user.email, canSetNow: isRecentLinkSignIn(session, now), withinMinutes: RECENT_SIGN_IN_MINUTES };
}
