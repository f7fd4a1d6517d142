import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { insertCard, insertUser } from '../support/impact-fixtures.ts';
import { queryRows, type Database } from '#server/platform/db/client.ts';
import { recordReadings } from '#server/learning/impact/record-readings.ts';
import { BACKFILL_SERIES_SUMMARY_SQL } from '#server/learning/impact/series-summary.ts';
import { addDays, today } from '#server/platform/dates.ts';

let db: Database;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await closeDatabase();
});

const daysAgo = (n: number) => addDays(today('Europe/Paris'), -n);

async function summaryOf(userId: string) {
  const rows = await queryRows<{ readings_count: number; first_value: number; last_value: number; pct: string | null; first_date: string; last_date: string }>(
    db,
    sql`select readings_count, first_value, last_value, pct::text as pct, first_date::text as first_date, last_date::text as last_date
        from impact_schedule where user_id = ${userId} and metric = 'ventes'`,
  );
  return rows[0];
}

describe('series summary on impact_schedule', () => {
  it.each([
    ['one reading: no contribution', [[10, 3]], { readings_count: 1, first_value: 3, last_value: 3, pct: null }],
    ['two dates, growth', [[20, 10], [5, 15]], { readings_count: 2, first_value: 10, last_value: 15, pct: 50 }],
    ['older reading posted last becomes the before value', [[5, 12], [30, 8]], { readings_count: 2, first_value: 8, last_value: 12, pct: 50 }],
    ['negative start uses |before|', [[9, -4], [2, -2]], { readings_count: 2, first_value: -4, last_value: -2, pct: 50 }],
    ['zero start: no contribution', [[9, 0], [2, 7]], { readings_count: 2, first_value: 0, last_value: 7, pct: null }],
    ['same date replaced, not counted twice', [[4, 10], [4, 11]], { readings_count: 1, first_value: 11, last_value: 11, pct: null }],
    // Beyond ±PCT_LIMIT the series stays out of the social proof.
    ['a hundredfold increase still counts', [[9, 1], [2, 101]], { readings_count: 2, first_value: 1, last_value: 101, pct: 10000 }],
    ['more than a hundredfold: no contribution', [[9, 1], [2, 200]], { readings_count: 2, first_value: 1, last_value: 200, pct: null }],
    ['a fall far below -100 %: no contribution', [[9, 1], [2, -1e6]], { readings_count: 2, first_value: 1, last_value: -1e6, pct: null }],
  ])('%s', async (_name, posts, expected) => {
    const card = await insertCard(db);
    const user = await insertUser(db);
    // `ventes` (currency) has no bounds: a negative start is a real figure there (counts are ≥ 0).
    for (const [ago, value] of posts) await recordReadings(db, user, card.id, { metric: 'ventes', value: value!, date: daysAgo(ago!) });
    const summary = await summaryOf(user.id);
    expect({ ...summary, pct: summary!.pct === null ? null : Number(summary!.pct) }).toMatchObject(expected);

    // The backfill (migration 0001, bench data) computes exactly what posting computed.
    await db.execute(sql`update impact_schedule set readings_count = 0, first_value = null, last_value = null, pct = null, first_date = null, last_date = null where user_id = ${user.id}`);
    // Limited to this user: on a PostgreSQL shared with parallel tests a full-table update would contend.
    await db.execute(sql.raw(`${BACKFILL_SERIES_SUMMARY_SQL} and s.user_id = '${user.id}'`));
    expect(await summaryOf(user.id)).toEqual(summary);
  });
});
