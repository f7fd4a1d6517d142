/**
 * The `?next=` target after sign-in, reduced to a path on this site. Anything else falls back:
 * absolute URLs, `//host`, and the forms browsers turn into `//host` (`/\host`, `/<TAB>/host`).
 * The result is re-serialised by the URL parser, so it is always a valid header value (no CR/LF,
 * NUL or non-ASCII byte that would make the Location header throw).
 */
const BASE = 'http://same-site.invalid';

export function safeNextPath(requested: string | null | undefined, fallback: string): string {
  if (!requested || !requested.startsWith('/') || requested.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(requested)) return fallback;
  try {
    const url = new URL(requested, BASE);
    if (url.origin !== BASE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/**
 * Where to go after signing in. Pages send signed-out visitors to the sign-in page of their
 * language with their own path in `next`, which is the unprefixed path (the `/en/` prefix is
 * stripped before routing): on the English sign-in page it is put back, so an English visitor
 * does not land on the French page.
 */
export function nextAfterSignIn(requested: string | null | undefined, lang: 'fr' | 'en'): string {
  const fallback = lang === 'en' ? '/en/mes-actions' : '/mes-actions';
  const next = safeNextPath(requested, fallback);
  if (lang === 'en' && !/^\/en(?:[/?#]|$)/.test(next)) return next === '/' ? '/en/' : `/en${next}`;
  return next;
}
