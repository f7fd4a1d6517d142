/** Route guards: no session → 401, signed in without the role → 403 (decision 005). */
import type { APIContext, AstroGlobal } from 'astro';
import { AppError } from '../platform/http/errors.ts';
import { isAdmin, isMember } from './roles.ts';
import type { SessionUser } from './session-tokens.ts';
import { env } from '#src/env.ts';
import { isIP } from 'node:net';

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

/**
 * Self or admin; anyone else gets 404, as if the id did not exist (no enumeration). UUIDs compare
 * case-insensitively: one's own id in upper case is still oneself (it was a 404).
 */
export function requireSelfOrAdmin(ctx: Ctx, userId: string): SessionUser {
  const user = requireUser(ctx);
  if (user.id.toLowerCase() !== userId.toLowerCase() && !isAdmin(user.role)) throw new AppError('user_not_found');
  return user;
}

/** Test-account routes exist only when ENABLE_TEST_ACCOUNTS is on; otherwise they are 404. */
export function requireTestAccounts(): void {
  if (!env().ENABLE_TEST_ACCOUNTS) throw new AppError('not_found');
}

/**
 * The client's IP (decision 006). Without trusted proxies (TRUST_PROXY=false/0) it is the socket's
 * peer; behind n trusted proxies it is the n-th address of X-Forwarded-For counted from the right:
 * each proxy appends the address it received the request from, so the right-most entries are
 * written by our own proxies and everything to their left by the client, who can put anything
 * there. The left-most entry (what a spoofer controls) is never read unless it is that n-th hop.
 */
export function clientIp(ctx: Pick<APIContext, 'request' | 'clientAddress'>): string {
  let socket: string | undefined;
  try {
    socket = ctx.clientAddress;
  } catch {
    socket = undefined;
  }
  return clientIpFrom(ctx.request.headers.get('x-forwarded-for'), socket, env().TRUST_PROXY);
}

/** clientIp from its inputs: the X-Forwarded-For header, the socket peer, the trusted hop count. */
export function clientIpFrom(forwardedFor: string | null, socket: string | undefined, trustedHops: number): string {
  const peer = normalizeIp(socket) ?? 'unknown';
  if (trustedHops <= 0) return peer;
  const chain = (forwardedFor ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (chain.length === 0) return peer;
  // Fewer entries than trusted hops: the furthest one any proxy saw.
  return normalizeIp(chain[Math.max(0, chain.length - trustedHops)]) ?? peer;
}

/** An address as written by a proxy (`1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443`, `::ffff:1.2.3.4`), or null. */
export function normalizeIp(value: string | undefined): string | null {
  if (!value) return null;
  let ip = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  return isIP(ip) ? ip.toLowerCase() : null;
}
