/**
 * Everything "Mon atelier" (/mes-actions) renders, read in one call (decision 046): for a member
 * the home view, the notices and the latest published site updates; for anyone else the deposit
 * an accepted application waits for (or null: the way to apply).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { isMember } from '#server/identity/roles.ts';
import { isStaff } from '#server/identity/require-staff.ts';
import { getHome, type HomeView } from './home-view.ts';
import { listNotifications } from '#server/collaboration/notifications/list-notifications.ts';
import { listSiteUpdates, type SiteUpdate } from '../site-updates/site-updates.ts';
import { readNotYetMember, type NotYetMemberState } from '#server/money/applications/read-not-yet-member.ts';

export type HomePage =
  | {
      member: true;
      home: HomeView;
      notices: Awaited<ReturnType<typeof listNotifications>>;
      updates: SiteUpdate[];
      staff: boolean;
    }
  | { member: false } & NotYetMemberState;

export async function loadHomePage(user: SessionUser, lang: Lang): Promise<HomePage> {
  const db = await getDb();
  if (!isMember(user.role)) return { member: false, ...(await readNotYetMember(db, user.id)) };
  const home = await getHome(db, user, lang);
  const notices = await listNotifications(db, user.id, lang);
  const updates = await listSiteUpdates(db, { limit: 3, scope: 'published' });
  return { member: true, home, notices, updates, staff: isStaff(user.role) };
}
