/**
 * Serving baked landing pages (decision 007, routing rule 3): `/landing/{slug}`,
 * `/en/landing/{slug}` (optional trailing slash, any query string), and the main theme at `/`,
 * `/landing`, `/en/`, `/en/landing`. Two doors onto the same in-memory pages:
 * - `serveLandingFast`: the node:http server of scripts/start.ts, before Astro: a lookup and a
 *   write of precompressed bytes, nothing rendered per request;
 * - `landingResponse`: the Astro routes (dev server, and anything the fast path let through).
 * `ETag` per encoding, `Cache-Control: no-cache` (a page is revalidated, never `immutable`),
 * 304 on `If-None-Match`, brotli or gzip by `Accept-Encoding`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { baseSecurityHeaders } from '#server/platform/http/security-headers.ts';
import { rawRequestProblem } from '#server/platform/http/raw-request.ts';
import { rawHeader } from '#server/platform/http/request-log.ts';
import { cachedPage, pageVariant, type CachedPage, type Encoding } from './page-cache.ts';
import { SLUG_PATTERN } from './read-themes.ts';
import { countLandingView } from './view-counter.ts';
import type { Lang } from '#i18n/lang.ts';
import { splitLangPrefix } from '#i18n/paths.ts';

export interface LandingMatch {
  lang: Lang;
  /** null: the main theme. */
  slug: string | null;
}

export const PAGE_CACHE_CONTROL = 'public, no-cache';

/** The landing a path names, or null. A malformed slug is null too (the caller answers the 404 page). */
export function matchLandingPath(pathname: string): LandingMatch | null {
  const { lang, path } = splitLangPrefix(pathname);
  if (path === '/' || path === '/landing' || path === '/landing/') return { lang, slug: null };
  if (!path.startsWith('/landing/')) return null;
  const slug = path.endsWith('/') ? path.slice(9, -1) : path.slice(9);
  return SLUG_PATTERN.test(slug) ? { lang, slug } : null;
}

/** Browsers send a handful of distinct Accept-Encoding values: remember the answer for each. */
const encodingMemo = new Map<string, Encoding>();

/** br, then gzip, then identity, honouring `q=0` (RFC 9110 §12.5.3). */
export function chooseEncoding(header: string | null | undefined): Encoding {
  if (!header) return 'identity';
  const known = encodingMemo.get(header);
  if (known) return known;
  const chosen = parseEncoding(header);
  if (encodingMemo.size < 256) encodingMemo.set(header, chosen);
  return chosen;
}

function parseEncoding(header: string): Encoding {
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') br = gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** Weak comparison (RFC 9110 §13.1.2): any encoding of the same bytes matches. */
export function notModified(ifNoneMatch: string | null | undefined, page: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(gzip|br)$/, '');
    return tag === page.tag;
  });
}

function headersFor(page: CachedPage, encoding: Encoding, production: boolean): Record<string, string> {
  const variant = pageVariant(page, encoding);
  const headers: Record<string, string> = {
    ...baseSecurityHeaders(production),
    'content-security-policy': page.csp,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': PAGE_CACHE_CONTROL,
    etag: variant.etag,
    vary: 'Accept-Encoding',
    'content-length': String(variant.body.length),
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return headers;
}

/**
 * The same headers as a flat [name, value, …] array, built once per page, encoding and status:
 * node:http writes such an array as it is (the fast path spends its time here, not in a render).
 */
function rawHeaders(page: CachedPage, encoding: Encoding, production: boolean, status: 200 | 304): string[] {
  const key = `${encoding}:${status}:${production ? 1 : 0}`;
  const cached = page.raw.get(key);
  if (cached) return cached;
  const headers = headersFor(page, encoding, production);
  if (status === 304) {
    delete headers['content-length'];
    delete headers['content-encoding'];
  }
  const flat = Object.entries(headers).flat();
  page.raw.set(key, flat);
  return flat;
}

/**
 * node:http: answers a GET/HEAD of a baked page; returns false to let the request go on to Astro.
 * `tail`: headers to add (the request id), as [name, value, …]. Nothing here sets a header one by
 * one or builds `req.headers`: the answer is one writeHead of a prepared array and one write.
 */
export function serveLandingFast(req: IncomingMessage, res: ServerResponse, production: boolean, tail: string[] = []): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const match = matchLandingPath(queryStart === -1 ? url : url.slice(0, queryStart));
  if (!match) return false;
  // A matched path is plain; only a query string can be malformed (refuseRawRequest answers it).
  if (queryStart !== -1 && rawRequestProblem(req.method, url)) return false;
  const page = cachedPage(match.lang, match.slug);
  if (!page) return false; // unknown or inactive (404 page), or no main theme (the home page)
  // The funnel (decision 029); headers read from rawHeaders, as below (req.headers costs a build).
  countLandingView(req.method, (name) => rawHeader(req, name), page.slug, match.lang);
  const encoding = chooseEncoding(rawHeader(req, 'accept-encoding'));
  const ifNoneMatch = rawHeader(req, 'if-none-match');
  if (ifNoneMatch !== undefined && notModified(ifNoneMatch, page)) {
    res.writeHead(304, rawHeaders(page, encoding, production, 304).concat(tail));
    res.end();
    return true;
  }
  res.writeHead(200, rawHeaders(page, encoding, production, 200).concat(tail));
  res.end(req.method === 'HEAD' ? undefined : pageVariant(page, encoding).body);
  return true;
}

/** The same answer as a Fetch Response (Astro routes), or null when there is no such page. */
export function landingResponse(request: Request, match: LandingMatch, production: boolean): Response | null {
  const page = cachedPage(match.lang, match.slug);
  if (!page) return null;
  countLandingView(request.method, request.headers, page.slug, match.lang); // the funnel (decision 029)
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  const headers = headersFor(page, encoding, production);
  if (notModified(request.headers.get('if-none-match'), page)) {
    delete headers['content-length'];
    delete headers['content-encoding'];
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(pageVariant(page, encoding).body), { status: 200, headers });
}
