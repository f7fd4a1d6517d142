/**
 * Fixed-window counters for sign-in routes, per IP and per email. In memory: each app
 * instance counts on its own (documented in docs/decisions/004-sign-in.md).
 */
import { AppError } from '../http/errors.ts';

interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();

function sweep(now: number) {
  if (windows.size < 10_000) return;
  for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
}

/** Counts one hit on `key`; throws 429 with Retry-After once `limit` hits are used. */
export function hit(key: string, limit: number, windowSeconds: number, now = Date.now()): void {
  sweep(now);
  let w = windows.get(key);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + windowSeconds * 1000 };
    windows.set(key, w);
  }
  w.count += 1;
  if (w.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
    throw new AppError('rate_limited', { headers: { 'retry-after': String(retryAfter) } });
  }
}

/** Checks without counting (used to refuse before doing expensive work). */
export function isBlocked(key: string, limit: number, now = Date.now()): number | null {
  const w = windows.get(key);
  if (!w || w.resetAt <= now || w.count < limit) return null;
  return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
}

export function resetRateLimits(): void {
  windows.clear();
}
