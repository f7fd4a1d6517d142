/**
 * POST /api/parcours/{id}/start. A `client_essentiel` may have at most
 * ESSENTIEL_MAX_ACTIVE_PARCOURS active parcours (decision 009). The user row is locked for the
 * whole check-and-insert, so two parallel starts can never both pass the cap.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/platform/db/client.ts';
import { userParcours } from '#db/schema.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { env } from '#src/env.ts';
import { CAPPED_PARCOURS_ROLES } from '#server/money/formulas/formulas.ts';
import { activeParcoursIds, getParcours, parcoursExists } from './parcours-view.ts';
import type { Lang } from '#i18n/lang.ts';

export async function startParcours(db: Database, user: { id: string; role: string | null }, id: string, lang: Lang) {
  return db.transaction(async (tx) => {
    if (!(await parcoursExists(tx, id))) throw new AppError('parcours_not_found');
    await tx.execute(sql`select id from users where id = ${user.id} for update`);
    const [existing] = await tx
      .select()
      .from(userParcours)
      .where(sql`${userParcours.userId} = ${user.id} and ${userParcours.parcoursId} = ${id}`)
      .limit(1);
    if (!existing) {
      if (CAPPED_PARCOURS_ROLES.includes(user.role ?? '')) {
        const active = await activeParcoursIds(tx, user.id);
        const max = env().ESSENTIEL_MAX_ACTIVE_PARCOURS;
        if (active.length >= max) {
          throw new AppError('parcours_limit', { details: { max_active: max, active } });
        }
      }
      await tx.insert(userParcours).values({ userId: user.id, parcoursId: id, status: 'actif' });
    }
    // Already started (active or finished): starting again changes nothing.
    return getParcours(tx, user.id, id, lang);
  });
}
