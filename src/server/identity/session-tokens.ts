/**
 * Sessions as HS256 JWTs (decision 005) backed by a `sessions` row per token, following the
 * Lucia session guide: the JWT proves integrity, the row makes it revocable.
 */
import { z } from 'zod';
import { SignJWT } from 'jose';
import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { magicLinkTokens, sessions, users, type UserRow } from '#db/schema.ts';
import { env } from '#src/env.ts';
import { cacheGeneration, cachedSession, rememberSession } from './session-cache.ts';
import { verifySessionToken } from './verified-tokens.ts';

/** The query/body the route validates (also described in /api/openapi.json). */
export const logoutInput = z.strictObject({ everywhere: z.boolean().optional() });

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;
export const SESSION_COOKIE = 'session';

export type SessionUser = UserRow;

let signingKey: { secret: string; key: KeyObject } | null = null;

/**
 * The HS256 key, imported once per secret: jose would otherwise import raw bytes on every
 * verification, which was a measurable share of every signed-in request.
 */
function key(): KeyObject {
  const secret = env().JWT_SECRET;
  if (signingKey?.secret !== secret) signingKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  return signingKey.key;
}

/**
 * Whether this account may sign in or use a session here: in production a test account may not
 * (its password is published in the README; a database seeded outside production keeps them).
 */
export function mayUseAccount(user: Pick<SessionUser, 'isTestAccount'>): boolean {
  return !(user.isTestAccount && env().isProduction);
}

export async function issueSession(
  db: DbOrTx,
  user: Pick<SessionUser, 'id' | 'role' | 'lang'>,
  method: string,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const sessionId = randomBytes(24).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = new Date((now + SESSION_LIFETIME_SECONDS) * 1000);
  await db.insert(sessions).values({ id: sessionId, userId: user.id, method, expiresAt });
  const token = await new SignJWT({ role: user.role, lang: user.lang })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setJti(sessionId)
    .setIssuedAt(now)
    .setExpirationTime(now + SESSION_LIFETIME_SECONDS)
    .sign(key());
  return { token, sessionId, expiresAt };
}

/**
 * The session lookup of every signed-in request, built and prepared once per database handle
 * (drizzle would build its SQL anew on each call, and PostgreSQL plan it anew). A revoked or
 * expired session is refused at once on every instance: the row is read on each request.
 */
const lookups = new WeakMap<object, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: DbOrTx) {
  return db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('session_lookup');
}

function sessionLookup(db: DbOrTx): ReturnType<typeof prepareLookup> {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The user behind a token, or null for anything not acceptable: another algorithm
 * (`none` included), a bad signature, an expired token, a revoked session, a deleted user.
 */
export async function validateSessionToken(
  db: DbOrTx,
  token: string,
  options: { useCache?: boolean } = {},
): Promise<{ user: SessionUser; sessionId: string } | null> {
  const payload = await verifySessionToken(token, key());
  if (!payload) return null;
  const cached = options.useCache ? cachedSession(payload.jti, payload.sub) : null;
  if (cached) return mayUseAccount(cached.user) ? { user: cached.user, sessionId: cached.sessionId } : null;
  const generation = cacheGeneration();
  const rows = await sessionLookup(db).execute({ sessionId: payload.jti, userId: payload.sub });
  const row = rows[0];
  if (!row || !mayUseAccount(row.user)) return null;
  rememberSession({ user: row.user, sessionId: payload.jti, expiresAt: row.expiresAt.getTime() }, generation);
  return { user: row.user, sessionId: payload.jti };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Sign-out everywhere; `keep` spares the session making the request (password or email change).
 * Outstanding magic links die too: a link mailed before "sign out everywhere" or a password change
 * must not open a new session afterwards (decision 006).
 */
export async function revokeAllSessions(db: DbOrTx, userId: string, keep?: string): Promise<void> {
  const condition = keep
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(condition);
  await db
    .update(magicLinkTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(magicLinkTokens.userId, userId), isNull(magicLinkTokens.usedAt)));
}

/** The session's creation time and sign-in method (for changes that need a recent sign-in). */
export async function sessionInfo(db: DbOrTx, sessionId: string): Promise<{ method: string; createdAt: Date } | null> {
  const [row] = await db.select({ method: sessions.method, createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row ?? null;
}

/**
 * Deletes sessions that can no longer be used (expired, or revoked a day ago) and magic links
 * used or expired a day ago. A deleted session row makes its token invalid, exactly like a revoked
 * one; the day of grace only keeps recent rows for a look in the database.
 */
export async function purgeSessions(db: DbOrTx): Promise<{ sessions: number; magicLinks: number }> {
  const dayAgo = new Date(Date.now() - 24 * 3600_000);
  const now = new Date();
  const goneSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, dayAgo)))
    .returning({ id: sessions.id });
  const goneLinks = await db
    .delete(magicLinkTokens)
    .where(or(lt(magicLinkTokens.expiresAt, dayAgo), lt(magicLinkTokens.usedAt, dayAgo)))
    .returning({ hash: magicLinkTokens.tokenHash });
  return { sessions: goneSessions.length, magicLinks: goneLinks.length };
}
