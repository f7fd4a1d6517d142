/**
 * Everything the sign-in page renders besides its texts (decision 046): whether Google sign-in
 * is configured, and the seeded test accounts where test accounts are enabled (never in production).
 */
import { getDb } from '#server/platform/db/client.ts';
import { env } from '#src/env.ts';
import { googleConfigured } from './google.ts';
import { listAccounts } from '../users/test-accounts.ts';

export interface SignInPage {
  googleEnabled: boolean;
  testAccounts: Awaited<ReturnType<typeof listAccounts>> | null;
}

export async function loadSignInPage(): Promise<SignInPage> {
  const testAccounts = env().ENABLE_TEST_ACCOUNTS ? await listAccounts(await getDb(), 'test') : null;
  return { googleEnabled: googleConfigured(), testAccounts };
}
