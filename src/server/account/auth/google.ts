/**
 * Sign-in with Google through arctic's OAuth2 client, authorization code + PKCE (S256).
 * The endpoints come from settings (Google's by default) so tests run a local fake provider.
 */
import { OAuth2Client, CodeChallengeMethod, generateCodeVerifier, generateState, decodeIdToken } from 'arctic';
import { toSingleLine } from '#shared/clean-text.ts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { users } from '#db/schema.ts';
import { env } from '#src/env.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { findUserByEmail } from '#server/identity/find-user.ts';
import { issueSession, mayUseAccount } from '#server/identity/session-tokens.ts';
import { isUniqueViolation } from '#server/platform/db/errors.ts';

export function googleConfigured(): boolean {
  const settings = env();
  return Boolean(settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET);
}

function client(): OAuth2Client {
  const settings = env();
  if (!settings.GOOGLE_CLIENT_ID || !settings.GOOGLE_CLIENT_SECRET) throw new AppError('not_found');
  return new OAuth2Client(settings.GOOGLE_CLIENT_ID, settings.GOOGLE_CLIENT_SECRET, `${settings.PUBLIC_URL}/auth/google/callback`);
}

export function startGoogleSignIn(): { url: URL; state: string; codeVerifier: string } {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client().createAuthorizationURLWithPKCE(env().GOOGLE_AUTH_URL, state, CodeChallengeMethod.S256, codeVerifier, [
    'openid',
    'email',
    'profile',
  ]);
  return { url, state, codeVerifier };
}

/**
 * A name from the identity provider as we can store it: the same rules as client input (no NUL,
 * no lone surrogate: PostgreSQL refuses the one, mangles the other), but repaired, not refused,
 * since the person signing in cannot change it. Never longer than a profile name.
 */
export function storable(value: unknown): string {
  if (typeof value !== 'string') return '';
  // One line without control characters, as every name typed here (decision 050).
  return toSingleLine(value.replace(/\0/g, '').toWellFormed()).trim().slice(0, 80).toWellFormed();
}

interface GoogleClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * Exchanges the code and signs the person in: by Google id first, then by verified email
 * (linking the account), else a new account without a member role (a prospect).
 */
export async function finishGoogleSignIn(db: DbOrTx, code: string, codeVerifier: string) {
  let claims: GoogleClaims;
  try {
    const tokens = await client().validateAuthorizationCode(env().GOOGLE_TOKEN_URL, code, codeVerifier);
    claims = decodeIdToken(tokens.idToken()) as GoogleClaims;
  } catch {
    throw new AppError('invalid_credentials', { message: 'Google sign-in failed' });
  }
  if (typeof claims.sub !== 'string' || typeof claims.email !== 'string' || claims.email_verified === false || !/^[^\0]{1,254}$/.test(claims.email) || !claims.email.isWellFormed() || !/^[^\0]{1,255}$/.test(claims.sub)) {
    throw new AppError('invalid_credentials', { message: 'Google did not confirm an email address' });
  }
  let [user] = await db.select().from(users).where(eq(users.googleSub, claims.sub)).limit(1);
  if (!user) {
    const byEmail = await findUserByEmail(db, claims.email);
    if (byEmail) {
      [user] = await db.update(users).set({ googleSub: claims.sub, updatedAt: new Date() }).where(eq(users.id, byEmail.id)).returning();
    } else {
      try {
        [user] = await db
          .insert(users)
          .values({ email: claims.email, googleSub: claims.sub, firstName: storable(claims.given_name), lastName: storable(claims.family_name) })
          .returning();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        [user] = await db.select().from(users).where(eq(users.googleSub, claims.sub)).limit(1);
      }
    }
  }
  // A test account never signs in in production, whatever proves its email.
  if (!user || !mayUseAccount(user)) throw new AppError('invalid_credentials');
  const session = await issueSession(db, user, 'google');
  return { user, ...session };
}
