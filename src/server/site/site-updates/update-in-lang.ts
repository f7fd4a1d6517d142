/** Pure (no database): the pages and the staff island share it. */
import type { Lang } from '#i18n/lang.ts';

/**
 * An update as a page in `lang` shows it: the English title and text when there are some,
 * otherwise the French ones with `lang: 'fr'` so the page marks them (`lang="fr"`) for screen
 * readers and translation tools. Title and text fall back separately.
 */
export function updateInLang(u: { title: string; description: string; title_en?: string | null; description_en?: string | null }, lang: Lang) {
  const useTitle = lang === 'en' && !!u.title_en;
  const useText = lang === 'en' && !!u.description_en;
  return {
    title: useTitle ? u.title_en! : u.title,
    titleLang: (lang === 'en' && !useTitle ? 'fr' : lang) as Lang,
    description: useText ? u.description_en! : u.description,
    descriptionLang: (lang === 'en' && !useText ? 'fr' : lang) as Lang,
  };
}
