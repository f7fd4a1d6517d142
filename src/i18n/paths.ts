/**
 * Page paths: French at `/…`, English under `/en/…` (same slugs, decisions 005 and 007). The one
 * place the `/en` prefix is spelled (decision 065): everything else asks pagePath or langPrefix.
 */
import type { Lang } from './lang.ts';

const EN = '/en';

/** What goes before an English path that keeps its French slug: `''` or `'/en'`. */
export function langPrefix(lang: Lang): '' | typeof EN {
  return lang === 'en' ? EN : '';
}

/** The language a path's prefix names and the path without it: `/en/connexion` → en, `/connexion`. */
export function splitLangPrefix(path: string): { lang: Lang; path: string } {
  if (path === EN || path.startsWith(`${EN}/`)) return { lang: 'en', path: path.slice(EN.length) || '/' };
  return { lang: 'fr', path };
}

/** Request header an island sends so the API answers in its page's language (middleware.ts). */
export const API_LANG_HEADER = 'x-atelier-lang';

/**
 * Public pages whose English address is worded in English (`/en/verify-a-contract`); the shared
 * slug (`/en/verifier-un-contrat`) keeps working too.
 */
export const ENGLISH_SLUGS: Record<string, string> = {
  '/verifier-un-contrat': '/verify-a-contract',
  // The legal pages (decision 022).
  '/mentions-legales': '/legal-notice',
  '/confidentialite': '/privacy',
  '/cgv': '/terms-of-sale',
  // The staff's members page (decision 025).
  '/admin/membres': '/admin/members',
  // Where an account deletion ends (decision 038).
  '/compte-supprime': '/account-deleted',
  // The printable model withdrawal form (decision 058).
  '/formulaire-de-retractation': '/withdrawal-form',
};
const FRENCH_SLUGS: Record<string, string> = Object.fromEntries(Object.entries(ENGLISH_SLUGS).map(([fr, en]) => [en, fr]));

/** The French page file an English path without its `/en` prefix stands for. */
export function frenchSlugFor(path: string): string {
  return FRENCH_SLUGS[path] ?? path;
}

export function pagePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'fr') return clean;
  return clean === '/' ? `${EN}/` : `${EN}${ENGLISH_SLUGS[clean] ?? clean}`;
}

/** The same page in the other language (for the language switch). */
export function switchLangPath(currentPath: string, to: Lang): string {
  const { lang, path } = splitLangPrefix(currentPath);
  return pagePath(to, lang === 'en' ? frenchSlugFor(path) : path || '/');
}

/** Where a signed-out visitor of a private page is sent: the sign-in page, coming back after. */
export function signInPathFor(lang: Lang, returnTo: string): string {
  return `${pagePath(lang, '/connexion')}?next=${encodeURIComponent(returnTo)}`;
}
