import { describe, expect, it } from 'vitest';
import { hit, isBlocked } from './rate-limit.ts';
import { AppError } from '../http/errors.ts';

describe('rate limit windows', () => {
  it('allows `limit` hits, then 429 with Retry-After until the window ends', () => {
    const key = `t-${Math.random()}`;
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) hit(key, 3, 60, t0 + i);
    let error: unknown;
    try {
      hit(key, 3, 60, t0 + 10_000);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).headers['retry-after']).toBe('50');
    expect(isBlocked(key, 3, t0 + 10_000)).toBe(50);
    // a new window starts after 60 s
    expect(() => hit(key, 3, 60, t0 + 60_001)).not.toThrow();
  });
});
