/**
 * The words staff read for where an application came from (`?source=<slug>` of a landing): the
 * landing's title in the page's language, never its slug; a landing deleted since is named by
 * the path it had.
 */
import { landingThemes } from '#db/schema.ts';
import type { DbOrTx } from '#server/platform/db/client.ts';
import type { Lang } from '#i18n/lang.ts';
import { landingAdminTexts } from '#i18n/landing-admin-texts.ts';

export async function landingSourceNames(db: DbOrTx, lang: Lang): Promise<(source: string) => string> {
  const rows = await db.select({ slug: landingThemes.slug, title: landingThemes.title, titleEn: landingThemes.titleEn }).from(landingThemes);
  const titles = new Map(rows.map((r) => [r.slug, lang === 'en' ? r.titleEn : r.title]));
  return (source) => {
    const title = titles.get(source);
    return title ? landingAdminTexts[lang].sourceName(title) : `/landing/${source}`;
  };
}
