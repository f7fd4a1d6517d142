/**
 * URL rewriting done before Astro routes a request (in the HTTP server of scripts/start.ts and in
 * the dev server): `/en/…` pages share the French page files, and `/levels` ≡ `/api/levels`.
 *
 * Why not Astro's `next(path)` rewrite in middleware: the endpoint then receives the original
 * context, whose `params` are those of the original URL (empty), so `/users/{id}/profile`
 * would lose its id. Rewriting the URL before routing has no such edge.
 */
import { apiPathFor } from './api-resources.ts';
import { frenchSlugFor, splitLangPrefix } from '#i18n/paths.ts';

export const PAGE_LANG_HEADER = 'x-atelier-page-lang';

export function rewriteUrl(rawUrl: string): { url: string; pageLang: 'en' | null } {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);
  const prefixed = splitLangPrefix(path);
  if (prefixed.lang === 'en') return { url: frenchSlugFor(prefixed.path) + query, pageLang: 'en' };
  const api = apiPathFor(path);
  return { url: (api ?? path) + query, pageLang: null };
}

interface MutableRequest {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Applies rewriteUrl to a node:http request in place (the client cannot set the language header). */
export function rewriteNodeRequest(req: MutableRequest): void {
  delete req.headers[PAGE_LANG_HEADER];
  if (!req.url) return;
  const { url, pageLang } = rewriteUrl(req.url);
  req.url = url;
  if (pageLang) req.headers[PAGE_LANG_HEADER] = pageLang;
}
