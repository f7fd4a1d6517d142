/**
 * Everything the `test` payment sandbox's checkout page renders (decision 046): with `solde=1`
 * the balance the staff requested (decision 024), otherwise the application waiting for its
 * deposit. The page itself checks that the address names that application.
 */
import { getDb } from '#server/platform/db/client.ts';
import { balanceToPay } from './balance-page.ts';
import { getPendingApplication, type PendingApplication } from '../applications/get-pending-application.ts';

export interface SandboxCheckoutPage {
  balance: Awaited<ReturnType<typeof balanceToPay>>;
  pending: PendingApplication;
}

export async function loadSandboxCheckoutPage(userId: string, query: { candidature: string; balance: boolean }): Promise<SandboxCheckoutPage> {
  const db = await getDb();
  const balance = query.balance ? await balanceToPay(db, userId, query.candidature) : null;
  const pending = balance ? null : await getPendingApplication(db, userId);
  return { balance, pending };
}
