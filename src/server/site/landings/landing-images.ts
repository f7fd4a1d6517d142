/**
 * Images of the landings (uploaded by admins, or shipped with the theme files): converted like
 * every photo of the app (convertPhoto: EXIF rotation, metadata stripped, fit 2000 px, WebP q80),
 * plus an 800 px wide copy for phones, stored through fileStorage() under `landings/`, recorded in
 * landing_images and served at /landing-assets/<name> with long-lived caching. The name is derived
 * from the original bytes, so the same file is stored once and a URL never changes meaning.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { landingImages } from '#db/schema/landings.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { convertPhoto, WEBP_QUALITY } from '#server/platform/cpu/convert-image.ts';
import { fileStorage } from '#server/platform/storage/storage.ts';
import { imageUrl } from './render-page.ts';

/** Bump when the conversion changes: files then get new names (old URLs keep working). */
const CONVERSION = 'v1';
export const SMALL_WIDTH = 800;
export const STORAGE_PREFIX = 'landings/';
/** `<32 hex>.webp` or its phone copy `<32 hex>-800.webp`. */
export const IMAGE_NAME = /^[a-f0-9]{32}(?:-\d{2,4})?\.webp$/;

export interface StoredLandingImage {
  name: string;
  url: string;
  width: number;
  height: number;
  size: number;
  small_url: string | null;
  /** What the photo shows, in French and English (its alt text on the pages); null when not described. */
  alt: string | null;
  alt_en: string | null;
}

/** What an uploaded photo shows, in both languages (POST /api/admin-landing-upload's `alt`, `alt_en`). */
export interface ImageDescription {
  alt: string;
  altEn: string;
}

function serialize(row: typeof landingImages.$inferSelect): StoredLandingImage {
  return { name: row.name, url: imageUrl(row.name), width: row.width, height: row.height, size: row.sizeBytes, small_url: row.smallName ? imageUrl(row.smallName) : null, alt: row.alt, alt_en: row.altEn };
}

/**
 * Converts and stores an image (idempotent for the same bytes). Throws ImageConversionError for bad
 * input. A description replaces the stored one (the same file sent again with new words); without
 * one, the stored description is kept.
 */
export async function storeLandingImage(db: DbOrTx, input: Buffer | string, source: 'upload' | 'theme', description?: ImageDescription): Promise<StoredLandingImage> {
  const bytes = typeof input === 'string' ? await readFile(input) : input;
  const base = createHash('sha256').update(CONVERSION).update(bytes).digest('hex').slice(0, 32);
  const name = `${base}.webp`;
  const storage = fileStorage();
  const [existing] = await db.select().from(landingImages).where(eq(landingImages.name, name)).limit(1);
  // Known and present in this instance's storage: nothing to do.
  if (existing && (await storage.stat(STORAGE_PREFIX + name)) && (!existing.smallName || (await storage.stat(STORAGE_PREFIX + existing.smallName)))) {
    if (!description || (existing.alt === description.alt && existing.altEn === description.altEn)) return serialize(existing);
    const [described] = await db.update(landingImages).set({ alt: description.alt, altEn: description.altEn }).where(eq(landingImages.name, name)).returning();
    return serialize(described!);
  }

  const converted = await convertPhoto(bytes);
  let smallName: string | null = null;
  let smallWidth: number | null = null;
  if (converted.width > SMALL_WIDTH * 1.2) {
    const small = await sharp(converted.data).resize({ width: SMALL_WIDTH }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    smallName = `${base}-${SMALL_WIDTH}.webp`;
    smallWidth = small.info.width;
    await storage.put(STORAGE_PREFIX + smallName, small.data, { contentType: 'image/webp' });
  }
  // Files first, then the row: a row never names a missing file.
  await storage.put(STORAGE_PREFIX + name, converted.data, { contentType: 'image/webp' });
  const [row] = await db
    .insert(landingImages)
    .values({ name, width: converted.width, height: converted.height, sizeBytes: converted.data.length, smallName, smallWidth, source, alt: description?.alt ?? null, altEn: description?.altEn ?? null })
    .onConflictDoUpdate({ target: landingImages.name, set: { width: converted.width, height: converted.height, sizeBytes: converted.data.length, smallName, smallWidth, ...(description ? { alt: description.alt, altEn: description.altEn } : {}) } })
    .returning();
  return serialize(row!);
}
