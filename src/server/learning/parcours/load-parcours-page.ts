/**
 * Everything /mes-parcours/{id} renders (decision 046): the parcours in the page's language, and
 * for an Essentiel member who has not started it, which active parcours holds the one slot
 * (shown before the click: decision 019). Parcours are member content, like the API: anyone
 * else, and an unknown id, get null (the not-found page).
 */
import { getDb } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { isMember } from '#server/identity/roles.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';
import { CAPPED_PARCOURS_ROLES } from '#server/money/formulas/formulas.ts';
import { getParcours, listParcours } from './parcours-view.ts';

export interface ParcoursPage {
  parcours: Awaited<ReturnType<typeof getParcours>>;
  limit: { blockedBy: { id: string; title: string } | null };
}

export async function loadParcoursPage(user: SessionUser, id: string, lang: Lang): Promise<ParcoursPage | null> {
  if (!isMember(user.role)) return null;
  const db = await getDb();
  let parcours: ParcoursPage['parcours'];
  try {
    parcours = await getParcours(db, user.id, id, lang);
  } catch (error) {
    if (error instanceof AppError && error.code === 'parcours_not_found') return null;
    throw error;
  }
  const limit: ParcoursPage['limit'] = { blockedBy: null };
  if (parcours.status === null && CAPPED_PARCOURS_ROLES.includes(user.role ?? '')) {
    const active = (await listParcours(db, user.id, lang)).filter((p) => p.status === 'actif' && p.id !== parcours.id);
    if (active.length >= env().ESSENTIEL_MAX_ACTIVE_PARCOURS) limit.blockedBy = { id: active[0]!.id, title: active[0]!.title };
  }
  return { parcours, limit };
}
