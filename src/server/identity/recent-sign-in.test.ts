import { describe, expect, it } from 'vitest';
import { isRecentLinkSignIn } from './recent-sign-in.ts';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('isRecentLinkSignIn (the API rule for setting a first password)', () => {
  it.each([
    ['no session', null, false],
    ['a magic link 2 minutes ago', { method: 'magic_link', createdAt: minutesAgo(2) }, true],
    ['Google 9 minutes ago', { method: 'google', createdAt: minutesAgo(9) }, true],
    ['a magic link exactly 10 minutes ago', { method: 'magic_link', createdAt: minutesAgo(10) }, false],
    ['a password sign-in just now', { method: 'password', createdAt: minutesAgo(0) }, false],
  ])('%s → %s', (_name, session, expected) => {
    expect(isRecentLinkSignIn(session, now)).toBe(expected);
  });
});
