/**
 * POST /api/admin-landing-upload: an admin's photo for the landings, with what it shows in French
 * and English (`alt`, `alt_en`: its alt text on the pages, decision 041). The same file sent again
 * with new words replaces the description, and the themes showing it are baked again. Without a
 * description the photo is marked decorative on the pages: never described as the theme's own
 * photo it replaces.
 */
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { landingThemes } from '#db/schema/landings.ts';
import type { Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import type { Lang } from '#i18n/lang.ts';
import { parseIn } from '#server/platform/http/field-messages.ts';
import { landingTexts } from './admin-texts.ts';
import { storeLandingImage, type ImageDescription, type StoredLandingImage } from './landing-images.ts';
import { bakeThemes } from './bake-themes.ts';
import { refreshLandingPages } from './page-cache.ts';

const description = z
  .string()
  .trim()
  .max(250)
  .regex(/^[^\p{Cc}]*$/u);

/** The text fields sent with the file (HTML forms send every field: an empty one counts as absent). */
export const landingUploadFields = z.strictObject({
  alt: description.optional().describe('What the photo shows, in French (its alt text on the French pages); with `alt_en`, or neither'),
  alt_en: description.optional().describe('What the photo shows, in English (its alt text on the English pages); with `alt`, or neither'),
});

/**
 * The description sent with the upload, or null when none; refuses one language without the other
 * once every field has come (`final`: fields may come before or after the file, in any order).
 */
export function readImageDescription(fields: Readonly<Record<string, string>>, lang: Lang, final = true): ImageDescription | null {
  const parsed = parseIn(landingUploadFields, fields, lang);
  const alt = parsed.alt || '';
  const altEn = parsed.alt_en || '';
  if (!alt && !altEn) return null;
  if (!alt || !altEn) {
    if (!final) return null;
    const missing = alt ? 'alt_en' : 'alt';
    throw new AppError('validation_failed', { details: { formErrors: [], fieldErrors: { [missing]: [landingTexts(lang).altBoth] } } });
  }
  return { alt, altEn };
}

export async function uploadLandingImage(db: Database, path: string, describedAs: ImageDescription | null): Promise<StoredLandingImage> {
  const stored = await storeLandingImage(db, path, 'upload', describedAs ?? undefined);
  if (describedAs) {
    // Pages already showing this file now say the new words.
    const showing = (await db.select({ slug: landingThemes.slug }).from(landingThemes).where(eq(landingThemes.imageUrl, stored.url))).map((r) => r.slug);
    if (showing.length) {
      await bakeThemes(db, { slugs: showing });
      await refreshLandingPages(showing);
    }
  }
  return stored;
}
