import type { DbOrTx } from '#server/platform/db/client.ts';
import { accessStartsOn } from '../withdrawal/load-withdrawal-state.ts';
import { getEndedMembership, type EndedMembership } from './get-ended-membership.ts';
import { getPendingApplication, type PendingApplication } from './get-pending-application.ts';

/**
 * What the member pages tell a signed-in person who is not a member (decision 019), read once for
 * every such page: the deposit an accepted application waits for, the day a consumer who chose to
 * wait gets the formula (decision 058), or a paid membership that ended (withdrawn, refunded in
 * full, or the role taken away: get-ended-membership.ts).
 * None of them: the way to apply.
 */
export interface NotYetMemberState {
  pending: PendingApplication;
  startsOn: string | null;
  ended: EndedMembership | null;
}

export async function readNotYetMember(db: DbOrTx, userId: string): Promise<NotYetMemberState> {
  const pending = await getPendingApplication(db, userId);
  const startsOn = await accessStartsOn(db, userId);
  const ended = pending || startsOn ? null : await getEndedMembership(db, userId);
  return { pending, startsOn, ended };
}
