/**
 * Everything the welcome page after payment renders (decision 046): the payment's state
 * (confirmed on the way back from Stripe: welcome.ts) and, once paid, the first-password section
 * for a payer without one (decision 019).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { welcomeState, type WelcomeState } from './welcome.ts';
import { readPasswordSetup, type PasswordSetup } from '#server/identity/read-password-setup.ts';

export interface WelcomePage {
  state: WelcomeState;
  passwordSetup: PasswordSetup | null;
}

export async function loadWelcomePage(
  user: SessionUser,
  sessionId: string | null,
  query: { candidature: string | null; checkoutSession: string | null },
): Promise<WelcomePage> {
  const db = await getDb();
  const state = await welcomeState(db, user, query.candidature, query.checkoutSession);
  const passwordSetup = state.kind === 'paid' ? await readPasswordSetup(db, user, sessionId) : null;
  return { state, passwordSetup };
}
