/** Route guards: no session → 401, signed in without the role → 403 (decisions §2). */
import type { APIContext, AstroGlobal } from 'astro';
import { AppError } from '../http/errors.ts';
import { isAdmin, isMember } from './roles.ts';
import type { SessionUser } from './session-tokens.ts';
import { env } from '../../env.ts';

type Ctx = Pick<APIContext, 'locals'> | Pick<AstroGlobal, 'locals'>;

export function requireUser(ctx: Ctx): SessionUser {
  const user = ctx.locals.user;
  if (!user) throw new AppError(ctx.locals.authError ? 'invalid_token' : 'unauthenticated');
  return user;
}

export function requireMember(ctx: Ctx): SessionUser {
  const user = requireUser(ctx);
  if (!isMember(user.role)) throw new AppError('forbidden');
  return user;
}

export function requireAdmin(ctx: Ctx): SessionUser {
  const user = requireUser(ctx);
  if (!isAdmin(user.role)) throw new AppError('forbidden');
  return user;
}

/** Self or admin; anyone else gets 404, as if the id did not exist (no enumeration). */
export function requireSelfOrAdmin(ctx: Ctx, userId: string): SessionUser {
  const user = requireUser(ctx);
  if (user.id !== userId && !isAdmin(user.role)) throw new AppError('user_not_found');
  return user;
}

/** Test-account routes exist only when ENABLE_TEST_ACCOUNTS is on; otherwise they are 404. */
export function requireTestAccounts(): void {
  if (!env().ENABLE_TEST_ACCOUNTS) throw new AppError('not_found');
}

/** The client's IP; X-Forwarded-For is believed only behind a trusted proxy. */
export function clientIp(ctx: Pick<APIContext, 'request' | 'clientAddress'>): string {
  if (env().TRUST_PROXY) {
    const forwarded = ctx.request.headers.get('x-forwarded-for');
    if (forwarded) return forwarded.split(',')[0]!.trim();
  }
  try {
    return ctx.clientAddress;
  } catch {
    return 'unknown';
  }
}
