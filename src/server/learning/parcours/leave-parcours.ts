/**
 * POST /api/parcours/{id}/leave (decision 019): a member leaves an active parcours, which frees
 * the Essentiel slot (decision 009). The cards' actions stay as they are (XP earned is never taken
 * back); a finished parcours stays finished; leaving one never started changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { userParcours } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { getParcours, parcoursExists } from './parcours-view.ts';
import type { Lang } from '#i18n/lang.ts';

export async function leaveParcours(db: Database, user: { id: string }, id: string, lang: Lang) {
  return db.transaction(async (tx) => {
    if (!(await parcoursExists(tx, id))) throw new AppError('parcours_not_found');
    // getParcours first: it stores `termine` for a parcours whose cards are all done.
    const view = await getParcours(tx, user.id, id, lang);
    if (view.status !== 'actif') return view;
    await tx.delete(userParcours).where(and(eq(userParcours.userId, user.id), eq(userParcours.parcoursId, id), eq(userParcours.status, 'actif')));
    return getParcours(tx, user.id, id, lang);
  });
}
