/**
 * The `?next=` target after sign-in, reduced to a path on this site. Anything else falls back:
 * absolute URLs, `//host`, the forms browsers turn into `//host` (`/\host`, `/<TAB>/host`), and
 * paths that become `//host` once their dot segments are resolved (`/.//host`).
 * The result is re-serialised by the URL parser, so it is always a valid header value (no CR/LF,
 * NUL or non-ASCII byte that would make the Location header throw).
 */
import type { Lang } from '#i18n/lang.ts';
import { langPrefix, pagePath } from '#i18n/paths.ts';
const BASE = 'http://same-site.invalid';

/**
 * The shape a `next` must have where an API takes one (`POST /auth/magic-link`, decision 038):
 * a path of this site, stated so the OpenAPI document can say it. It starts with one `/` (never
 * `//` or `/\`), has no dot segment (`/./`, `/../`, nor `%2e` at all: they can normalise into
 * `//host`), no backslash, blank or control character — only the characters of a URL path, query
 * and fragment — and is a page, not `/auth/…` or `/api/…` (see `pageNextPath`). What it lets
 * through, `pageNextPath` keeps as it is.
 */
export const SAME_SITE_PATH = /^\/(?![/\\])(?!(?:en\/)?(?:auth|api)(?:[/?#]|$))(?!(?:[^?#]*\/)?\.{1,2}(?:[/?#]|$))(?!.*%2[eE])[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]*$/;
export const SAME_SITE_PATH_MAX = 500;

export function safeNextPath(requested: string | null | undefined, fallback: string): string {
  if (!requested || !requested.startsWith('/') || requested.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(requested)) return fallback;
  try {
    const url = new URL(requested, BASE);
    if (url.origin !== BASE) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // What is checked is the path actually sent: resolving dot segments can create `//host`
    // (`/.//evil`, `/..//evil`, `/.%2e//evil`, `/a/../..//evil`), which a browser reads as
    // another site. Once normalised, the path must still be one of ours, and stay so when read again.
    if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
    if (new URL(path, BASE).origin !== BASE) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

/**
 * A same-site path that is a page: never `/auth/…` nor `/api/…` (with or without `/en`). After a
 * sign-in, a redirect to `/auth/magic?token=<someone else's link>` would sign the person straight
 * into that other account (login CSRF, decision 038); no sign-in needs to land on an API either.
 */
export function pageNextPath(requested: string | null | undefined, fallback: string): string {
  const path = safeNextPath(requested, fallback);
  return /^\/(?:en\/)?(?:auth|api)(?:[/?#]|$)/i.test(path) ? fallback : path;
}

/**
 * Where to go after signing in. Pages send signed-out visitors to the sign-in page of their
 * language with their own path in `next`, which is the unprefixed path (the `/en/` prefix is
 * stripped before routing): on the English sign-in page it is put back, so an English visitor
 * does not land on the French page.
 */
export function nextAfterSignIn(requested: string | null | undefined, lang: Lang): string {
  const fallback = pagePath(lang, '/mes-actions');
  const next = pageNextPath(requested, fallback);
  if (lang === 'en' && !/^\/en(?:[/?#]|$)/.test(next)) return next === '/' ? pagePath('en', '/') : `${langPrefix('en')}${next}`;
  return next;
}
