/**
 * POST /api/admin-landing-themes/{slug}/history/{id}/restore (decision 029): puts the theme's
 * settings back as they were before that change, baked at once — the same locked update as a PUT,
 * recorded in the history as a `restore` pointing at the row. An image that was deleted since, or
 * a block the theme's files no longer have, is refused as a PUT would refuse it (400).
 */
import { and, eq } from 'drizzle-orm';
import { landingThemeHistory } from '../../../db/schema/landings.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { Lang } from '../i18n/messages.ts';
import { updateTheme } from './update-theme.ts';
import type { ThemeDisplay } from './list-themes.ts';
import type { Actor } from './theme-history.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function restoreTheme(db: Database, slug: string, id: string, actor: Actor, lang: Lang): Promise<ThemeDisplay> {
  if (!UUID.test(id)) throw new AppError('landing_history_not_found');
  const [entry] = await db.select().from(landingThemeHistory).where(and(eq(landingThemeHistory.id, id), eq(landingThemeHistory.slug, slug)));
  if (!entry) throw new AppError('landing_history_not_found');
  const state = entry.before;
  return updateTheme(
    db,
    slug,
    // Main on makes it active too; main off with active on is a plain "not main".
    { image_url: state.image_url, actif: state.actif, est_accueil: state.est_accueil, blocks_config: state.blocks_config },
    lang,
    { actor, kind: 'restore', restoredFrom: entry.id },
  );
}
