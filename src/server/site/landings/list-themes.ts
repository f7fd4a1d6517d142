/**
 * What the admin API shows of a theme: display columns only, never raw or baked HTML
 * (spec: GET /api/admin-landing-themes). Also the public fragment of the main theme.
 */
import { z } from 'zod';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { landingImages, landingThemes } from '#db/schema/landings.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { SHARED_BLOCKS, blocksStyle, isThemeBlock, normalizeBlocks } from './blocks.ts';
import { parseSections } from './parse-sections.ts';
import { imageNameOf } from './bake-themes.ts';
import { imageUrl, landingPath } from './render-page.ts';
import { typography } from '#i18n/format.ts';
import type { Lang } from '#i18n/lang.ts';
import type { ResponseOf } from '#server/platform/http/contract.ts';
import type { adminThemeResponse, mainFragmentResponse } from './landing-responses.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const currentMainQuery = z.strictObject({ lang: z.enum(['fr', 'en']).optional() });

const displayColumns = {
  slug: landingThemes.slug,
  title: landingThemes.title,
  titleEn: landingThemes.titleEn,
  description: landingThemes.description,
  descriptionEn: landingThemes.descriptionEn,
  imageUrl: landingThemes.imageUrl,
  defaultImage: landingThemes.defaultImage,
  imageAlt: landingThemes.imageAlt,
  imageAltEn: landingThemes.imageAltEn,
  actif: landingThemes.actif,
  ordre: landingThemes.ordre,
  estAccueil: landingThemes.estAccueil,
  blocksConfig: landingThemes.blocksConfig,
  bakedAt: landingThemes.bakedAt,
  updatedAt: landingThemes.updatedAt,
  // Which theme blocks exist in each language (the editor cannot enable the others). Computed
  // from the stored HTML here, never sent.
  rawHtml: landingThemes.rawHtml,
  rawHtmlEn: landingThemes.rawHtmlEn,
};

type DisplayRow = Pick<typeof landingThemes.$inferSelect, keyof typeof displayColumns>;

/** A theme as the admin API answers it: its response schema (the image shown; `image_url` set by an admin, else null). */
export type ThemeDisplay = z.infer<typeof adminThemeResponse>;

/** What the shown image says it shows (see ThemeDisplay.image). */
function describedAs(row: DisplayRow, image: typeof landingImages.$inferSelect): { alt: string | null; alt_en: string | null } {
  if (!row.imageUrl) return { alt: typography(row.imageAlt, 'fr'), alt_en: row.imageAltEn };
  return image.source === 'upload' ? { alt: image.alt, alt_en: image.altEn } : { alt: typography(row.imageAlt, 'fr'), alt_en: row.imageAltEn };
}

async function serialize(db: DbOrTx, rows: DisplayRow[]): Promise<ThemeDisplay[]> {
  const names = rows.map(imageNameOf).filter((n): n is string => Boolean(n));
  const images = names.length ? await db.select().from(landingImages).where(inArray(landingImages.name, names)) : [];
  return rows.map((row) => {
    const name = imageNameOf(row);
    const image = images.find((i) => i.name === name);
    const fr = new Set(parseSections(row.rawHtml).sections.map((s) => s.id));
    const en = new Set(parseSections(row.rawHtmlEn).sections.map((s) => s.id));
    return {
      slug: row.slug,
      title: typography(row.title, 'fr'),
      title_en: row.titleEn,
      description: typography(row.description, 'fr'),
      description_en: row.descriptionEn,
      image_url: row.imageUrl,
      image: image ? { url: imageUrl(image.name), small_url: image.smallName ? imageUrl(image.smallName) : null, width: image.width, height: image.height, from_files: !row.imageUrl, ...describedAs(row, image) } : null,
      actif: row.actif,
      est_accueil: row.estAccueil,
      ordre: row.ordre,
      blocks_config: row.blocksConfig,
      blocks: normalizeBlocks(row.blocksConfig).map((b) => ({
        id: b.id,
        enabled: b.enabled,
        shared: (SHARED_BLOCKS as readonly string[]).includes(b.id),
        available: !isThemeBlock(b.id) || (fr.has(b.id) && en.has(b.id)),
      })),
      url: landingPath(row.slug, 'fr'),
      url_en: landingPath(row.slug, 'en'),
      baked_at: row.bakedAt?.toISOString() ?? null,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function listThemes(db: DbOrTx): Promise<ThemeDisplay[]> {
  const rows = await db.select(displayColumns).from(landingThemes).orderBy(asc(landingThemes.ordre), asc(landingThemes.slug));
  return serialize(db, rows);
}

export async function getTheme(db: DbOrTx, slug: string): Promise<ThemeDisplay> {
  const rows = await db.select(displayColumns).from(landingThemes).where(eq(landingThemes.slug, slug)).limit(1);
  if (!rows[0]) throw new AppError('landing_theme_not_found');
  return (await serialize(db, rows))[0]!;
}

/** GET /api/landing-themes/accueil-actuel: the main theme's blocks fragment, not a whole document. */
export async function currentMainFragment(db: DbOrTx, lang: Lang) {
  const [row] = await db
    .select({
      slug: landingThemes.slug,
      title: lang === 'en' ? landingThemes.titleEn : landingThemes.title,
      description: lang === 'en' ? landingThemes.descriptionEn : landingThemes.description,
      html: lang === 'en' ? landingThemes.htmlContentEn : landingThemes.htmlContent,
      blocksConfig: landingThemes.blocksConfig,
      bakedAt: landingThemes.bakedAt,
    })
    .from(landingThemes)
    .where(sql`${landingThemes.estAccueil} and ${landingThemes.actif} and ${landingThemes.htmlContent} is not null`)
    .limit(1);
  if (!row) throw new AppError('landing_theme_not_found');
  return {
    slug: row.slug,
    lang,
    title: typography(row.title, lang),
    description: typography(row.description, lang),
    url: landingPath(row.slug, lang),
    // Both languages are baked in one update (bake-themes.ts), and the query asks for a baked theme.
    html: row.html!,
    blocks_style: blocksStyle(row.blocksConfig),
    baked_at: row.bakedAt?.toISOString() ?? null,
  } satisfies ResponseOf<typeof mainFragmentResponse>;
}
