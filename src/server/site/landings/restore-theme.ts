/**
 * POST /api/admin-landing-themes/{slug}/history/{id}/restore (decision 029): puts the theme's
 * settings back as they were before that change, baked at once — the same locked update as a PUT,
 * recorded in the history as a `restore` pointing at the row. A block the theme's files no longer
 * have is refused as a PUT would refuse it. An image that is gone since — its record deleted, or its
 * file missing from storage: the page would point at URLs that answer 404 — is refused with 400
 * `landing_image_gone` (decision 041), and `keepImage` restores the rest with the current image.
 */
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { landingImages, landingThemeHistory } from '#db/schema/landings.ts';
import { fileStorage } from '#server/platform/storage/storage.ts';
import { IMAGE_URL_PATTERN } from './bake-themes.ts';
import { STORAGE_PREFIX } from './landing-images.ts';
import type { Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { updateTheme } from './update-theme.ts';
import type { ThemeDisplay } from './list-themes.ts';
import type { Actor } from './theme-history.ts';
import type { Lang } from '#i18n/lang.ts';

/** `?keep_image=true`: restore everything but the image, which stays as it is now. */
export const restoreInput = z.strictObject({ keep_image: z.enum(['true', 'false']).optional().describe('true: keep the current image (the state\'s image is gone)') });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The image's record and its files (full size and phone copy) are all there. */
async function imageIsStored(db: Database, url: string): Promise<boolean> {
  const name = IMAGE_URL_PATTERN.exec(url)?.[1];
  if (!name) return false;
  const [image] = await db.select({ name: landingImages.name, smallName: landingImages.smallName }).from(landingImages).where(eq(landingImages.name, name));
  if (!image) return false;
  const storage = fileStorage();
  for (const file of [image.name, image.smallName]) if (file && !(await storage.stat(STORAGE_PREFIX + file))) return false;
  return true;
}

export async function restoreTheme(db: Database, slug: string, id: string, actor: Actor, lang: Lang, options: { keepImage?: boolean } = {}): Promise<ThemeDisplay> {
  if (!UUID.test(id)) throw new AppError('landing_history_not_found');
  const [entry] = await db.select().from(landingThemeHistory).where(and(eq(landingThemeHistory.id, id), eq(landingThemeHistory.slug, slug)));
  if (!entry) throw new AppError('landing_history_not_found');
  const state = entry.before;
  if (!options.keepImage && state.image_url !== null && !(await imageIsStored(db, state.image_url))) {
    throw new AppError('landing_image_gone', { details: { image_url: state.image_url, restore_without_image: true } });
  }
  return updateTheme(
    db,
    slug,
    // Main on makes it active too; main off with active on is a plain "not main".
    { ...(options.keepImage ? {} : { image_url: state.image_url }), actif: state.actif, est_accueil: state.est_accueil, blocks_config: state.blocks_config },
    lang,
    { actor, kind: 'restore', restoredFrom: entry.id },
  );
}
