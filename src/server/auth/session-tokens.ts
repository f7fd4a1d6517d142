/**
 * Sessions as HS256 JWTs (decisions §2) backed by a `sessions` row per token, following the
 * Lucia session guide: the JWT proves integrity, the row makes it revocable.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sessions, users } from '../../../db/schema.ts';
import { env } from '../../env.ts';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;
export const SESSION_COOKIE = 'session';

export type SessionUser = typeof users.$inferSelect;

function key(): Uint8Array {
  return new TextEncoder().encode(env().JWT_SECRET);
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
 * The user behind a token, or null for anything not acceptable: another algorithm
 * (`none` included), a bad signature, an expired token, a revoked session, a deleted user.
 */
export async function validateSessionToken(
  db: DbOrTx,
  token: string,
): Promise<{ user: SessionUser; sessionId: string } | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key(), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
  if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
  if (!/^[0-9a-f-]{36}$/i.test(payload.sub)) return null;
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, payload.jti),
        eq(sessions.userId, payload.sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { user: row.user, sessionId: payload.jti } : null;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Sign-out everywhere; `keep` spares the session making the request (password change). */
export async function revokeAllSessions(db: DbOrTx, userId: string, keep?: string): Promise<void> {
  const condition = keep
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(condition);
}
