/** The database-backed limiter (decision 006), on PGlite in memory or DATABASE_URL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { queryRows, type Database } from '#server/platform/db/client.ts';
import { AppError } from '#server/platform/http/errors.ts';
import { assertWithinRateLimit, clearRateLimit, consumeRateLimit, ipSubject, purgeRateLimits } from '#server/platform/http/rate-limit.ts';

let db: Database;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await closeDatabase();
});

const rule = (limit = 3, windowSeconds = 60) => ({ bucket: `test-${randomUUID().slice(0, 8)}`, limit, windowSeconds });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('rate_limited');
  return Number((error as AppError).headers['retry-after']);
};

describe('consumeRateLimit', () => {
  it('allows `limit` hits per window, then 429 with Retry-After until the window ends', async () => {
    const r = rule(3, 60);
    for (let i = 0; i < 3; i++) await consumeRateLimit(db, r, 'a');
    const retryAfter = await refusal(consumeRateLimit(db, r, 'a'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await consumeRateLimit(db, r, 'b'); // another subject has its own budget
    await refusal(assertWithinRateLimit(db, r, 'a'));
    await assertWithinRateLimit(db, r, 'b');
  });

  it('weighs a hit by its cost (budgets in megapixels or MiB)', async () => {
    const r = rule(250, 60);
    await consumeRateLimit(db, r, 'w', 100);
    await consumeRateLimit(db, r, 'w', 100.2); // rounded up: 101
    await refusal(consumeRateLimit(db, r, 'w', 50)); // 251 > 250
    await refusal(assertWithinRateLimit(db, r, 'w'));
    await consumeRateLimit(db, r, 'v', 250); // exactly the budget is allowed
    await refusal(assertWithinRateLimit(db, r, 'v'));
  });

  it('starts a new window once the old one is over', async () => {
    const r = rule(1, 60);
    await consumeRateLimit(db, r, 'x');
    await refusal(consumeRateLimit(db, r, 'x'));
    await db.execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second' where key like ${`${r.bucket}:%`}`);
    await consumeRateLimit(db, r, 'x');
    expect(await purgeRateLimits(db)).toBeGreaterThanOrEqual(0);
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const r = rule(10, 60);
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => consumeRateLimit(db, r, 'burst')));
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(10);
  });

  it('clearRateLimit forgets a subject; subjects are stored hashed, never in clear', async () => {
    const r = rule(1, 60);
    await consumeRateLimit(db, r, 'camille@example.test');
    const rows = await queryRows<{ key: string }>(db, sql`select key from rate_limit_counters where key like ${`${r.bucket}:%`}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).not.toContain('camille');
    await clearRateLimit(db, r, 'camille@example.test');
    await consumeRateLimit(db, r, 'camille@example.test');
  });

  it('purgeRateLimits deletes finished windows only', async () => {
    const r = rule(5, 60);
    await consumeRateLimit(db, r, 'old');
    await consumeRateLimit(db, r, 'live');
    await db.execute(sql`update rate_limit_counters set reset_at = now() - interval '1 minute' where key = (select key from rate_limit_counters where key like ${`${r.bucket}:%`} order by reset_at limit 1)`);
    await purgeRateLimits(db);
    expect(await queryRows(db, sql`select 1 from rate_limit_counters where key like ${`${r.bucket}:%`}`)).toHaveLength(1);
  });

  it.skipIf(!process.env.DATABASE_URL)('two app instances (two connection pools) share one budget', async () => {
    const other = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
    try {
      const second = drizzle(other) as unknown as Database;
      const r = rule(4, 60);
      await consumeRateLimit(db, r, 'shared');
      await consumeRateLimit(second, r, 'shared');
      await consumeRateLimit(db, r, 'shared');
      await consumeRateLimit(second, r, 'shared');
      await refusal(consumeRateLimit(db, r, 'shared'));
      await refusal(consumeRateLimit(second, r, 'shared'));
    } finally {
      await other.end({ timeout: 1 });
    }
  });
});

describe('ipSubject', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s (IPv6 by its /64: one client owns a whole /64)', (ip, subject) => {
    expect(ipSubject(ip)).toBe(subject);
  });
});
