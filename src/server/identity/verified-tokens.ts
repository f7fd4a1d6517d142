/**
 * HS256 verification of session tokens, remembering the tokens already verified.
 *
 * jose verifies through WebCrypto: an HMAC job per request was ~18 % of the CPU of a signed-in
 * GET under load. A token's text is what was signed, so a token equal, byte for byte, to one
 * verified before has a valid signature: only its expiry needs checking again. The map is keyed
 * by the whole token (never by its claims), bounded, and holds no secret. Revocation is not its
 * business: the session row (or the session cache that revocation invalidates) decides that.
 */
import { jwtVerify, errors as joseErrors } from 'jose';
import type { KeyObject } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  jti: string;
  /** Seconds since the epoch (the `exp` claim). */
  exp: number;
}

const MAX_REMEMBERED = 10_000;
const verified = new Map<string, { claims: TokenClaims; key: KeyObject }>();

/** The claims of a token signed with `key` and not expired, or null (bad signature, algorithm, claims). */
export async function verifySessionToken(token: string, key: KeyObject): Promise<TokenClaims | null> {
  const known = verified.get(token);
  if (known && known.key === key) {
    if (known.claims.exp * 1000 > Date.now()) return known.claims;
    verified.delete(token);
    return null;
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
  const { sub, jti, exp } = payload;
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') return null;
  if (!/^[0-9a-f-]{36}$/i.test(sub)) return null;
  const claims = { sub, jti, exp };
  // Oldest first out (a Map keeps insertion order): a flood of distinct valid tokens cannot grow it.
  if (verified.size >= MAX_REMEMBERED) verified.delete(verified.keys().next().value!);
  verified.set(token, { claims, key });
  return claims;
}

/** For tests: forget every verified token. */
export function forgetVerifiedTokens(): void {
  verified.clear();
}
