/**
 * The security headers of every response, set in one place: the middleware for what Astro
 * renders, the node:http wrapper (scripts/start.ts) for what it answers before routing.
 *
 * Pages: Astro itself sends the page CSP (`security.csp` in astro.config.mjs) because only it
 * knows the hashes of the inline island scripts and styles it writes; PAGE_CSP below is the
 * fallback for page responses it did not render (redirects, plain errors).
 */

/** Directives shared by Astro's page CSP (astro.config.mjs) and the fallback below. */
export const PAGE_CSP_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const PAGE_CSP = [...PAGE_CSP_DIRECTIVES, "script-src 'self'", "style-src 'self'", "style-src-attr 'unsafe-inline'"].join('; ');

/**
 * JSON never needs to load anything or be framed; the HTML answers under /api (the unsubscribe
 * pages of reminder and notification emails) only have inline style attributes and a plain form
 * posting to itself, no script (`form-action` does not fall back to `default-src`).
 */
const API_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Headers right for any response, static files included (set by the node:http wrapper too). */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
  // HSTS only in production: on a local http:// address it would pin a host name to https.
  if (production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export function securityHeaders(kind: 'api' | 'page', production: boolean): Record<string, string> {
  const headers: Record<string, string> = { ...baseSecurityHeaders(production), 'content-security-policy': kind === 'api' ? API_CSP : PAGE_CSP };
  // Pages rendered on request are personal (the header shows who is signed in) or cheap: never
  // stored by a shared cache nor kept in the browser's history cache. A page that may be cached
  // (a baked landing) sets its own Cache-Control, which withSecurityHeaders keeps.
  headers['cache-control'] = kind === 'api' ? 'no-store' : 'private, no-store';
  return headers;
}

/**
 * Adds the headers to a response, keeping those the response already set (Astro's page CSP,
 * a route's own Cache-Control). Some responses have immutable headers: those are copied.
 */
export function withSecurityHeaders(response: Response, kind: 'api' | 'page', production: boolean): Response {
  const wanted = Object.entries(securityHeaders(kind, production)).filter(([name]) => !response.headers.has(name));
  if (wanted.length === 0) return response;
  try {
    for (const [name, value] of wanted) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of wanted) copy.headers.set(name, value);
    return copy;
  }
}
