import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSecretKey, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { forgetVerifiedTokens, verifySessionToken } from './verified-tokens.ts';

const key = createSecretKey(Buffer.from('k'.repeat(40)));
const otherKey = createSecretKey(Buffer.from('o'.repeat(40)));
const now = () => Math.floor(Date.now() / 1000);

function sign(claims: { sub?: string; jti?: string; exp?: number } = {}, signingKey = key, alg = 'HS256') {
  const jwt = new SignJWT({}).setProtectedHeader({ alg });
  if (claims.sub !== '') jwt.setSubject(claims.sub ?? randomUUID());
  if (claims.jti !== '') jwt.setJti(claims.jti ?? 'session-id');
  if (claims.exp !== 0) jwt.setExpirationTime(claims.exp ?? now() + 3600);
  return jwt.sign(signingKey);
}

afterEach(() => {
  vi.useRealTimers();
  forgetVerifiedTokens();
});

describe('verifySessionToken', () => {
  it('returns the claims of a good token, the first time and from memory', async () => {
    const sub = randomUUID();
    const token = await sign({ sub });
    expect(await verifySessionToken(token, key)).toMatchObject({ sub, jti: 'session-id' });
    expect(await verifySessionToken(token, key)).toMatchObject({ sub, jti: 'session-id' });
  });

  it.each([
    ['another key', async () => sign({}, otherKey)],
    ['HS512', async () => sign({}, key, 'HS512')],
    ['no subject', async () => sign({ sub: '' })],
    ['a subject that is not a user id', async () => sign({ sub: 'admin' })],
    ['no session id', async () => sign({ jti: '' })],
    ['no expiry', async () => sign({ exp: 0 })],
    ['an expired token', async () => sign({ exp: now() - 10 })],
    ['a changed payload', async () => { const [h, , s] = (await sign()).split('.'); return `${h}.${Buffer.from(JSON.stringify({ sub: randomUUID(), jti: 'x', exp: now() + 60 })).toString('base64url')}.${s}`; }],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s', async (_label, make) => {
    expect(await verifySessionToken(await make(), key)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    const token = await sign({ exp: now() + 60 });
    expect(await verifySessionToken(token, key)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await verifySessionToken(token, key)).toBeNull();
  });

  it('does not accept a remembered token under another key', async () => {
    const token = await sign();
    expect(await verifySessionToken(token, key)).not.toBeNull();
    expect(await verifySessionToken(token, otherKey)).toBeNull();
  });
});
