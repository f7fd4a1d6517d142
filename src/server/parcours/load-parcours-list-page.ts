/**
 * Everything /mes-parcours renders (decision 046): a member's parcours in the page's language, or,
 * for anyone else, the deposit an accepted application waits for (null: the way to apply).
 */
import { accessStartsOn } from '../withdrawal/load-withdrawal-state.ts';
import { getDb } from '../platform/db/client.ts';
import type { Lang } from '../../i18n/lang.ts';
import type { SessionUser } from '../auth/session-tokens.ts';
import { isMember } from '../auth/roles.ts';
import { listParcours } from './parcours-view.ts';
import { getPendingApplication, type PendingApplication } from '../applications/get-pending-application.ts';

export type ParcoursListPage =
  | { member: true; parcours: Awaited<ReturnType<typeof listParcours>> }
  | { member: false; pending: PendingApplication; startsOn: string | null };

export async function loadParcoursListPage(user: SessionUser, lang: Lang): Promise<ParcoursListPage> {
  const db = await getDb();
  if (!isMember(user.role)) return { member: false, pending: await getPendingApplication(db, user.id), startsOn: await accessStartsOn(db, user.id) };
  return { member: true, parcours: await listParcours(db, user.id, lang) };
}
