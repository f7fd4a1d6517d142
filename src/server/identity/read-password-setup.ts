/**
 * The "choose a password" section (decision 019) for a signed-in person without a password (null
 * for someone who has one). Whether the form can show now follows the API's rule
 * (recent-sign-in.ts): a session opened by a link or Google less than 10 minutes ago. Identity's,
 * so the welcome page after payment (money) reads it as the account page does.
 */
import type { DbOrTx } from '../platform/db/client.ts';
import { sessionInfo } from './session-tokens.ts';
import { isRecentLinkSignIn, RECENT_SIGN_IN_MINUTES } from './recent-sign-in.ts';

export interface PasswordSetup {
  userId: string;
  email: string;
  /** The session is a fresh link or Google sign-in: the form can set the password now. */
  canSetNow: boolean;
  withinMinutes: number;
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
