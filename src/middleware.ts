/**
 * Every request passes here: the page language (the `/en/` prefix, already stripped before routing
 * by rewrite-url.ts), the session (Bearer header or `session` cookie), the cross-site check
 * for cookie-authenticated state changes, and the security headers of every response.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { getDb } from './server/platform/db/client.ts';
import { validateSessionToken, SESSION_COOKIE } from './server/identity/session-tokens.ts';
import { clear as forgetCachedSessions } from './server/identity/session-cache.ts';
import { PAGE_LANG_HEADER } from './server/platform/http/rewrite-url.ts';
import { API_LANG_HEADER } from './i18n/paths.ts';
import { DATABASE_RETRY_AFTER_SECONDS, errorResponse } from './server/platform/http/respond.ts';
import { AppError } from './server/platform/http/errors.ts';
import { withSecurityHeaders } from './server/platform/http/security-headers.ts';
import { compressPage } from './server/platform/http/compress-page.ts';
import { env } from './env.ts';
import { errorCodes, isDatabaseUnavailable } from './server/platform/db/errors.ts';
import { changeFeedLost } from './server/platform/db/change-feed.ts';
import { logger } from './server/platform/log.ts';
import { asLang, langFromAcceptLanguage, type Lang } from './i18n/lang.ts';
import { wireMailKinds } from './server/wiring.ts';

// The outbox's kinds for this copy of the modules (`astro dev` has no start script; idempotent).
wireMailKinds();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * What a page answers: GET and HEAD, and POST because the sign-in forms post to their own page
 * when submitted before their island has loaded (it renders the page again). Anything else on a
 * page (DELETE /catalogue, PUT /) is a 405, not the page.
 */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

function methodNotAllowed(lang: Lang): Response {
  const text = lang === 'en' ? 'Method not allowed on this page.' : 'Méthode non autorisée sur cette page.';
  return new Response(`405 — ${text}\n`, { status: 405, headers: { allow: PAGE_METHODS.join(', '), 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * Our pages' islands send their page's language with every API call, so texts and error
 * messages match the page (an English page of a French account) — docs/api.md "Language".
 */
function explicitLang(request: Request): Lang | null {
  const value = request.headers.get(API_LANG_HEADER);
  return value === 'fr' || value === 'en' ? value : null;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : '';
}

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Cross-site protection (docs/api.md): a request carrying `Authorization: Bearer` is exempt
 * whatever its `Origin` — the cookie is then not read, and a browser never adds that header to a
 * cross-site request by itself. Cookie-authenticated and anonymous changes are checked.
 */
function isCrossSite(request: Request, ownOrigin: string, cookieAuthenticated: boolean): boolean {
  if (bearerToken(request) !== null) return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const allowed = new Set([ownOrigin, new URL(env().PUBLIC_URL).origin]);
  const origin = request.headers.get('origin');
  if (origin) return !allowed.has(origin);
  if (!cookieAuthenticated) return false;
  const refererOrigin = originOf(request.headers.get('referer'));
  return refererOrigin === null || !allowed.has(refererOrigin);
}

/**
 * A NUL character in the path (`%00`, or `%2500` which Astro decodes twice into a param) cannot
 * name anything we store, and PostgreSQL refuses it in a query: answer 404 before any lookup.
 */
function pathHasNul(params: Record<string, string | undefined>, pathname: string): boolean {
  if (Object.values(params).some((value) => value?.includes('\0'))) return true;
  return /%00/i.test(pathname);
}

export const onRequest = defineMiddleware(async (ctx, next) => {
  const isApi = ctx.url.pathname.startsWith('/api/') || ctx.url.pathname.startsWith('/auth/');
  // The route label of the request-duration metric (src/server/platform/metrics/metrics.ts): a pattern, not the path.
  ctx.locals.routePattern ??= ctx.routePattern;
  const response = withSecurityHeaders(await handle(ctx, next, isApi), isApi ? 'api' : 'page', env().isProduction);
  return isApi ? response : compressPage(ctx.request, response);
});

async function handle(ctx: APIContext, next: MiddlewareNext, isApi: boolean): Promise<Response> {
  const { request, url, cookies, locals } = ctx;
  // The rewrite to the error page of failedPage() below comes back here: render it as it is,
  // without the session lookup that may be what failed.
  if (locals.pageFailure) return next();
  const pageLang = isApi ? null : request.headers.get(PAGE_LANG_HEADER) === 'en' ? 'en' : 'fr';

  locals.user = null;
  locals.sessionId = null;
  locals.authError = false;
  locals.lang = pageLang ?? (isApi ? explicitLang(request) : null) ?? langFromAcceptLanguage(request.headers.get('accept-language'));

  if (pathHasNul(ctx.params, url.pathname)) {
    if (isApi) return errorResponse(new AppError('not_found'), locals.lang);
    return ctx.rewrite('/404');
  }
  if (!isApi && !PAGE_METHODS.includes(request.method)) return methodNotAllowed(locals.lang);

  const safe = SAFE_METHODS.has(request.method);
  try {
    const bearer = bearerToken(request);
    const cookieToken = bearer === null ? (cookies.get(SESSION_COOKIE)?.value ?? null) : null;
    const token = bearer ?? cookieToken;
    if (token !== null) {
      // Reads may use the session cache; a change is always checked against the database.
      let session = token ? await validateSessionToken(await getDb(), token, { useCache: safe }) : null;
      // A consumer who waited for the withdrawal period gets the formula's role on their first
      // request from the day it ends, whatever the grant job's lag (decision 058).
      if (session && session.user.role === null && (await grantWaitingAccess(session.user.id))) {
        session = await validateSessionToken(await getDb(), token!, { useCache: false });
      }
      if (session) {
        locals.user = session.user;
        locals.sessionId = session.sessionId;
        if (!pageLang || isApi) locals.lang = asLang(session.user.lang);
        if (isApi) locals.lang = explicitLang(request) ?? locals.lang;
      } else {
        locals.authError = true;
      }
    }
    if (!safe && isCrossSite(request, url.origin, cookieToken !== null)) {
      throw new AppError('csrf_rejected');
    }
    return await next();
  } catch (error) {
    if (isApi) return errorResponse(error, locals.lang);
    return failedPage(ctx, error);
  } finally {
    // Sign-in links and callbacks (GET /auth/...) change accounts too.
    if (!safe || url.pathname.startsWith('/auth/')) forgetCachedSessions();
  }
}

/** True when a deferred formula role was given now (loaded only for accounts without a role). */
async function grantWaitingAccess(userId: string): Promise<boolean> {
  const { grantDeferredAccess } = await import('./server/money/withdrawal/grant-deferred-access.ts');
  return (await grantDeferredAccess(await getDb(), { userId })) > 0;
}

/**
 * A page (or the session lookup before it) failed: the 500 page, or the same page with 503 when
 * the database is away. Logged here, through our logger, so no SQL parameter (a session id in
 * the lookup) reaches the log, as Astro's own error log would print them.
 */
async function failedPage(ctx: APIContext, error: unknown): Promise<Response> {
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable) changeFeedLost();
  if (unavailable) logger.warn(`page ${ctx.url.pathname}: database unavailable (${errorCodes(error).join(', ')})`);
  else logger.error(`page ${ctx.url.pathname} failed`, error);
  ctx.locals.user = null;
  ctx.locals.pageFailure = unavailable ? 'unavailable' : 'error';
  const page = await ctx.rewrite('/500');
  // Astro answers its 500 route with 500 whatever the page sets: the status is decided here.
  const headers = new Headers(page.headers);
  if (unavailable) headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return new Response(page.body, { status: unavailable ? 503 : 500, headers });
}
