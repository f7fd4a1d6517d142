/**
 * Rate limits for any route (decision 006): fixed windows counted in the database
 * (`rate_limit_counters`, one atomic upsert per hit), so several instances of the app share one
 * budget, on PostgreSQL and PGlite alike. Over the limit: 429 `rate_limited` with Retry-After.
 *
 *   const CANDIDATURES = { bucket: 'candidature-ip', limit: 10, windowSeconds: 3600 };
 *   await consumeRateLimit(db, CANDIDATURES, ipSubject(clientIp(ctx)));
 *
 * The subject (an IP, an email, an email and an IP) is stored as a SHA-256, never in clear.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.ts';
import { AppError } from './errors.ts';

export interface RateLimitRule {
  /** A short name, unique per kind of limit: `signin-ip`, `candidature-ip`… */
  bucket: string;
  /** Hits allowed per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.bucket}:${createHash('sha256').update(subject).digest('base64url')}`;
}

function refuse(retryAfter: number): AppError {
  return new AppError('rate_limited', { headers: { 'retry-after': String(Math.max(1, retryAfter)) } });
}

/**
 * Counts one hit of `subject` (of weight `cost`); throws 429 (with Retry-After) when this hit goes over the limit.
 * The hit is counted even when refused, so hammering a closed window gains nothing.
 */
export async function consumeRateLimit(db: DbOrTx, rule: RateLimitRule, subject: string, cost = 1): Promise<void> {
  // `cost` weighs a hit: budgets in megapixels or MiB per hour count the hit's size.
  const weight = Math.max(1, Math.ceil(cost));
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, hits, reset_at)
        values (${keyOf(rule, subject)}, ${weight}::int, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (key) do update set
          hits = case when c.reset_at <= now() then ${weight}::int else least(c.hits + ${weight}::int, 2000000000) end,
          reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
        returning c.hits, ceil(extract(epoch from c.reset_at - now()))::int as retry_after`,
  );
  if (row && Number(row.hits) > rule.limit) throw refuse(Number(row.retry_after));
}

/** Throws 429 when `subject` has already used up its window, without counting (check before costly work). */
export async function assertWithinRateLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`select hits, ceil(extract(epoch from reset_at - now()))::int as retry_after
        from rate_limit_counters where key = ${keyOf(rule, subject)} and reset_at > now()`,
  );
  if (row && Number(row.hits) >= rule.limit) throw refuse(Number(row.retry_after));
}

/** Forgets a subject's count (a correct password clears the failures of that email and IP). */
export async function clearRateLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${keyOf(rule, subject)}`);
}

/** Deletes the counters whose window is over (the purge job). */
export async function purgeRateLimits(db: DbOrTx): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from rate_limit_counters where reset_at <= now() returning 1) select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The subject for a per-IP limit: IPv4 as is, IPv6 by its /64 network, since one client usually
 * owns a whole /64 and could otherwise take a fresh address for every request.
 */
export function ipSubject(ip: string): string {
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : ip.split(':');
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}
