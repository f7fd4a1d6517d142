/**
 * The legal links every public page carries (decision 022): the legal notice, the privacy page
 * and the CGV. One piece of HTML for the app's layout (Base.astro) and the baked landings
 * (src/server/site/landings/render-page.ts, and so the published files), so both footers link the
 * same pages with the same words.
 */
import { pagePath } from './paths.ts';
import type { Lang } from './lang.ts';

/** Footer labels and the three pages' French paths. */
export const LEGAL_LINKS: { path: string; label: Record<Lang, string> }[] = [
  { path: '/mentions-legales', label: { fr: 'Mentions légales', en: 'Legal notice' } },
  { path: '/confidentialite', label: { fr: 'Confidentialité', en: 'Privacy' } },
  { path: '/cgv', label: { fr: 'CGV', en: 'Terms of sale' } },
];

const NAV_LABEL: Record<Lang, string> = { fr: 'Informations légales', en: 'Legal information' };

/** `<nav class="…">` with the three links in the page's language (no script, no style attribute). */
export function legalNavHtml(lang: Lang, className: string): string {
  const links = LEGAL_LINKS.map((l) => `<a href="${pagePath(lang, l.path)}">${l.label[lang]}</a>`).join('');
  return `<nav aria-label="${NAV_LABEL[lang]}" class="${className}" data-testid="footer-legal">${links}</nav>`;
}
