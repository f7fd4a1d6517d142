/**
 * Every request passes here: the page language (the `/en/` prefix, already stripped before routing
 * by rewrite-url.ts), the session (Bearer header or `session` cookie), and the cross-site check
 * for cookie-authenticated state changes.
 */
import { defineMiddleware } from 'astro:middleware';
import { getDb } from './server/db/client.ts';
import { validateSessionToken, SESSION_COOKIE } from './server/auth/session-tokens.ts';
import { PAGE_LANG_HEADER } from './server/http/rewrite-url.ts';
import { errorResponse } from './server/http/respond.ts';
import { AppError } from './server/http/errors.ts';
import { asLang, langFromAcceptLanguage } from './server/i18n/messages.ts';
import { env } from './env.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

/** Cross-site protection (decisions §2): Bearer requests are exempt, cookie ones are not. */
function isCrossSite(request: Request, ownOrigin: string, cookieAuthenticated: boolean): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const allowed = new Set([ownOrigin, new URL(env().PUBLIC_URL).origin]);
  const origin = request.headers.get('origin');
  if (origin) return !allowed.has(origin);
  if (!cookieAuthenticated) return false;
  const refererOrigin = originOf(request.headers.get('referer'));
  return refererOrigin === null || !allowed.has(refererOrigin);
}

export const onRequest = defineMiddleware(async (ctx, next) => {
  const { request, url, cookies, locals } = ctx;
  const path = url.pathname;
  const isApi = path.startsWith('/api/') || path.startsWith('/auth/');
  const pageLang = isApi ? null : request.headers.get(PAGE_LANG_HEADER) === 'en' ? 'en' : 'fr';

  locals.user = null;
  locals.sessionId = null;
  locals.authError = false;
  locals.lang = pageLang ?? langFromAcceptLanguage(request.headers.get('accept-language'));

  try {
    const bearer = bearerToken(request);
    const cookieToken = bearer === null ? (cookies.get(SESSION_COOKIE)?.value ?? null) : null;
    const token = bearer ?? cookieToken;
    if (token !== null) {
      const session = token ? await validateSessionToken(await getDb(), token) : null;
      if (session) {
        locals.user = session.user;
        locals.sessionId = session.sessionId;
        if (!pageLang || isApi) locals.lang = asLang(session.user.lang);
      } else {
        locals.authError = true;
      }
    }
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request, url.origin, cookieToken !== null)) {
      throw new AppError('csrf_rejected');
    }
    return await next();
  } catch (error) {
    if (isApi) return errorResponse(error, locals.lang);
    throw error;
  }
});
