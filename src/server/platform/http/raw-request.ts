/**
 * Requests refused before they reach Astro, in the node:http server of scripts/start.ts (and the
 * dev server): left to the adapter, they would get a bare text/plain 400 ("Bad request.") or a
 * 500 with no error body. They get the usual JSON error body and security headers instead.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, type ErrorCode } from './errors.ts';
import { API_LANG_HEADER } from '#i18n/paths.ts';
import { baseSecurityHeaders, securityHeaders } from './security-headers.ts';
import { langFromAcceptLanguage, type Lang } from '#i18n/lang.ts';

/** Methods the Fetch API cannot even represent (`new Request` throws on them). */
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** `.`/`..` segments, plain or percent-encoded: browsers resolve them, so only a probe sends them. */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

export function rawRequestProblem(method: string | undefined, rawUrl: string | undefined): ErrorCode | null {
  if (method && FORBIDDEN_METHODS.has(method.toUpperCase())) return 'method_not_allowed';
  const url = rawUrl ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    decodeURI(url);
  } catch {
    return 'bad_request'; // malformed percent-encoding (`%ff`, `%E0%A4%A`)
  }
  if (DOT_SEGMENT.test(path)) return 'bad_request';
  return null;
}

/**
 * The headers every response gets, static files included (those never pass the middleware).
 * Astro's own headers are merged over these (Node gives writeHead's headers precedence).
 */
export function setBaseSecurityHeaders(res: ServerResponse, production: boolean): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders(production))) res.setHeader(name, value);
}

/**
 * The caller's language as the middleware would choose it without a session (docs/api.md
 * "Language"): the `X-Atelier-Lang` header, then an `/en/` page path, then `Accept-Language`.
 */
export function rawRequestLang(req: Pick<IncomingMessage, 'headers' | 'url'>): Lang {
  const explicit = req.headers[API_LANG_HEADER];
  if (explicit === 'fr' || explicit === 'en') return explicit;
  if (/^\/en(?:\/|$)/.test(req.url ?? '')) return 'en';
  return langFromAcceptLanguage(req.headers['accept-language'] ?? null);
}

/** Answers the request when it is refused; returns whether it did. */
export function refuseRawRequest(req: IncomingMessage, res: ServerResponse, production: boolean): boolean {
  const code = rawRequestProblem(req.method, req.url);
  if (!code) return false;
  const error = new AppError(code);
  const lang = rawRequestLang(req);
  const body = JSON.stringify({ error: { code, message: error.messageFor(lang) } });
  const headers: Record<string, string> = {
    ...securityHeaders('api', production),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  };
  if (code === 'method_not_allowed') headers.allow = 'GET, POST, PUT, PATCH, DELETE';
  res.writeHead(error.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
