/**
 * Everything /mes-parcours renders (decision 046): a member's parcours in the page's language, or,
 * for anyone else, the deposit an accepted application waits for (null: the way to apply).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { isMember } from '#server/identity/roles.ts';
import { listParcours } from './parcours-view.ts';
import { readNotYetMember, type NotYetMemberState } from '#server/money/applications/read-not-yet-member.ts';
import { CAPPED_PARCOURS_ROLES } from '#server/money/formulas/formulas.ts';
import { env } from '#src/env.ts';

export type ParcoursListPage =
  /** `maxActive`: how many parcours the caller's formula lets run at once (null: no cap), shown before any click (decision 019). */
  | { member: true; parcours: Awaited<ReturnType<typeof listParcours>>; maxActive: number | null }
  | { member: false } & NotYetMemberState;

export async function loadParcoursListPage(user: SessionUser, lang: Lang): Promise<ParcoursListPage> {
  const db = await getDb();
  if (!isMember(user.role)) return { member: false, ...(await readNotYetMember(db, user.id)) };
  const maxActive = CAPPED_PARCOURS_ROLES.includes(user.role ?? '') ? env().ESSENTIEL_MAX_ACTIVE_PARCOURS : null;
  return { member: true, parcours: await listParcours(db, user.id, lang), maxActive };
}
