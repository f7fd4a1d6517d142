/** Readings, schedule and aggregate against a real database (PGlite in memory, or DATABASE_URL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDb, closeDatabase } from '../support/test-db.ts';
import { insertCard, insertUser, QUESTIONS_GUIDE, LEGACY_GUIDE } from '../support/impact-fixtures.ts';
import { queryRows, type Database } from '#server/platform/db/client.ts';
import { recordReadings } from '#server/learning/impact/record-readings.ts';
import { getImpact } from '#server/learning/impact/get-impact.ts';
import { aggregateImpact, formatDelta } from '#server/learning/impact/aggregate-impact.ts';
import { listDue } from '#server/learning/impact/list-due.ts';
import { addDays, today } from '#server/platform/dates.ts';

let db: Database;
beforeAll(async () => {
  db = await testDb();
});
afterAll(closeDatabase);

const TODAY = () => today('Europe/Paris');
const daysAgo = (n: number) => addDays(TODAY(), -n);

describe('schedule after a post', () => {
  it('follows the latest reading date plus the cadence of each metric, never the posted date', async () => {
    const card = await insertCard(db);
    const user = await insertUser(db);
    const first = await recordReadings(db, user, card.id, { readings: [
      { value: 3, date: daysAgo(10) },
      { metric: 'ventes', value: 1200, date: daysAgo(40) },
    ] });
    expect(first.schedule).toEqual([
      { metric: 'contacts', next_at: addDays(daysAgo(10), 7), followup_days: 7 },
      { metric: 'ventes', next_at: addDays(daysAgo(40), 30), followup_days: 30 },
    ]);
    // An older reading does not move the schedule back.
    const older = await recordReadings(db, user, card.slug, { value: 1, date: daysAgo(20) });
    expect(older.schedule).toEqual([{ metric: 'contacts', next_at: addDays(daysAgo(10), 7), followup_days: 7 }]);
    // A newer one moves it forward and resets the reminder flag.
    await db.execute(sql`update impact_schedule set reminder_sent_at = now(), attempts = 2 where user_id = ${user.id}`);
    const newer = await recordReadings(db, user, card.id, { value: 5 });
    expect(newer.readings).toEqual([{ metric: 'contacts', date: TODAY(), value: 5, note: null }]);
    expect(newer.schedule).toEqual([{ metric: 'contacts', next_at: addDays(TODAY(), 7), followup_days: 7 }]);
    const rows = await queryRows<{ metric: string; reminder_sent_at: unknown; attempts: number }>(
      db, sql`select metric, reminder_sent_at, attempts from impact_schedule where user_id = ${user.id} order by metric`);
    expect(rows.map((r) => [r.metric, r.reminder_sent_at, Number(r.attempts)])).toEqual([['contacts', null, 0], ['ventes', expect.anything(), 2]]);

    const view = await getImpact(db, user.id, card.id, undefined);
    expect(view).toMatchObject({ metric: 'contacts', before: 1, after: 5, next_at: addDays(TODAY(), 7), followup_days: 7 });
    expect(view.series).toEqual([{ date: daysAgo(20), value: 1, note: null }, { date: daysAgo(10), value: 3, note: null }, { date: TODAY(), value: 5, note: null }]);
    const ventes = view.metrics.find((m) => m.metric === 'ventes')!;
    expect(ventes).toMatchObject({ before: 1200, after: 1200, last_date: daysAgo(40), next_at: addDays(daysAgo(40), 30), due: true, unit: '€' });
    expect(view.metrics.find((m) => m.metric === 'contacts')!.due).toBe(false);
    expect(view.metrics.find((m) => m.metric === 'canal')).toMatchObject({ due: true, before: null, after: null, next_at: null });
  });

  it('legacy indicateurs and open cards schedule at 7 days', async () => {
    const legacy = await insertCard(db, LEGACY_GUIDE);
    const open = await insertCard(db, { domain: 'parcours_client' });
    const user = await insertUser(db);
    expect((await recordReadings(db, user, legacy.id, { value: 30, date: daysAgo(1) })).schedule).toEqual([
      { metric: 'panier_moyen', next_at: addDays(daysAgo(1), 7), followup_days: 7 },
    ]);
    const openPost = await recordReadings(db, user, open.id, { metric: 'chiffre_affaires', value: 10 });
    expect(openPost.schedule[0]).toMatchObject({ metric: 'chiffre_affaires', followup_days: 7 });
    const view = await getImpact(db, user.id, open.id, 'chiffre_affaires');
    expect(view.metrics.map((m) => m.metric)).toEqual(['contacts', 'chiffre_affaires']);
  });
});

describe('depends_on_metric', () => {
  it('hides a question while its boolean was last answered no, in the card view and the due list', async () => {
    const card = await insertCard(db, QUESTIONS_GUIDE);
    const user = await insertUser(db);
    await recordReadings(db, user, card.id, { readings: [{ metric: 'a_site', value: true, date: daysAgo(60) }, { metric: 'visites_site', value: 100, date: daysAgo(60) }] });
    let view = await getImpact(db, user.id, card.id, undefined);
    expect(view.metrics.map((m) => m.metric)).toContain('visites_site');
    expect((await listDue(db, user.id)).map((d) => d.metric).sort()).toEqual(['a_site', 'visites_site']);
    await recordReadings(db, user, card.id, { metric: 'a_site', value: false, date: daysAgo(50) });
    view = await getImpact(db, user.id, card.id, undefined);
    expect(view.metrics.map((m) => m.metric)).not.toContain('visites_site');
    // a_site itself is still due (50 days ago + 30), its hidden dependent is not listed.
    expect((await listDue(db, user.id)).map((d) => d.metric)).toEqual(['a_site']);
  });
});

describe('aggregate', () => {
  // Each case: the other artisans' series (value by days ago), the expected result.
  it.each([
    {
      name: 'three contributions',
      others: [[[10, 20], [5, 15]], [[10, 8], [3, 6]], [[12, 4], [2, 5]]] as [number, number][][],
      // (15-20)/20 = -25 %, (6-8)/8 = -25 %, (5-4)/4 = +25 %; the first reading is the oldest one
      expected: { enough: true, count: 3, avg_pct: -8.3, deltas: ['+25%', '-25%', '-25%'] },
    },
    {
      name: 'single readings, zero before and one-date series do not count',
      others: [[[10, 100], [1, 142]], [[9, 0], [2, 50]], [[5, 7]], [[20, 40], [10, 38], [4, 36.8]], [[8, 3], [3, 3]]] as [number, number][][],
      // +42 %, (36.8-40)/40 = -8 %, +0 %
      expected: { enough: true, count: 3, avg_pct: 11.3, deltas: ['+42%', '+0%', '-8%'] },
    },
    {
      name: 'two contributions only',
      others: [[[10, 1], [1, 2]], [[10, 1], [1, 3]], [[4, 9]]] as [number, number][][],
      expected: { enough: false },
    },
  ])('$name', async ({ others, expected }) => {
    const card = await insertCard(db, { objectif: { metric_principale: 'ventes' } });
    const me = await insertUser(db, { first_name: 'Moi' });
    // My own series is huge and must never count.
    await recordReadings(db, me, card.id, { readings: [{ value: 1, date: daysAgo(30) }, { value: 1000, date: daysAgo(1) }] });
    for (const [i, series] of others.entries()) {
      const user = await insertUser(db, { first_name: `Artisan${i} Nom${i}`, showInSamples: true });
      await recordReadings(db, user, card.id, { readings: series.map(([ago, value]) => ({ value, date: daysAgo(ago) })) });
    }
    const result = await aggregateImpact(db, me.id, card.id);
    if (!expected.enough) {
      expect(result).toEqual({ enough: false });
      return;
    }
    expect(result).toMatchObject({ enough: true, count: expected.count, avg_pct: expected.avg_pct });
    if (!result.enough) throw new Error('unreachable');
    expect(result.samples.map((s) => s.delta)).toEqual(expected.deltas);
    for (const s of result.samples) expect(s.name).toMatch(/^Artisan\d$/);
  });

  it('keeps at most 5 samples, newest after first', async () => {
    const card = await insertCard(db);
    const me = await insertUser(db);
    for (let i = 0; i < 7; i++) {
      const user = await insertUser(db, { first_name: `A${i}`, showInSamples: true });
      await recordReadings(db, user, card.id, { readings: [{ value: 10, date: daysAgo(30) }, { value: 10 + i, date: daysAgo(10 - i) }] });
    }
    const result = await aggregateImpact(db, me.id, card.id);
    if (!result.enough) throw new Error('expected enough');
    expect(result.count).toBe(7);
    expect(result.avg_pct).toBe(30);
    expect(result.samples.map((s) => s.name)).toEqual(['A6', 'A5', 'A4', 'A3', 'A2']);
    expect(result.samples[0]).toEqual({ name: 'A6', before: 10, after: 16, delta: '+60%' });
  });

  it('each caller sees the others only, and a new post shows at once despite the cache', async () => {
    const card = await insertCard(db);
    const [a, b, c, d] = await Promise.all(['Alix', 'Basile', 'Cyrielle', 'Dorian'].map((first_name) => insertUser(db, { first_name, showInSamples: true })));
    const post = (user: typeof a, before: number, after: number) =>
      recordReadings(db, user!, card.id, { readings: [{ value: before, date: daysAgo(20) }, { value: after, date: daysAgo(2) }] });
    await post(a, 10, 20); // +100 %
    await post(b, 10, 15); // +50 %
    await post(c, 10, 5); // -50 %
    const forD = await aggregateImpact(db, d!.id, card.id); // d has no series: everyone counts
    expect(forD).toMatchObject({ enough: true, count: 3, avg_pct: 33.3 });
    expect(await aggregateImpact(db, a!.id, card.id)).toEqual({ enough: false }); // only b and c for a
    await post(d, 10, 11); // +10 %, must show immediately
    const forA = await aggregateImpact(db, a!.id, card.id);
    expect(forA).toMatchObject({ enough: true, count: 3, avg_pct: 3.3 }); // (50 - 50 + 10) / 3
    if (!forA.enough) throw new Error('unreachable');
    expect(forA.samples.map((s) => s.name).sort()).toEqual(['Basile', 'Cyrielle', 'Dorian']);
    expect(await aggregateImpact(db, d!.id, card.id)).toMatchObject({ count: 3, avg_pct: 33.3 });
  });

  it('always answers numbers: an outlier series, however it got in, is left out', async () => {
    const card = await insertCard(db);
    const me = await insertUser(db);
    const users = await Promise.all(['Anaïs', 'Bruno', 'Chloé', 'Denis'].map((first_name) => insertUser(db, { first_name, showInSamples: true })));
    for (const [i, user] of users.entries()) {
      await recordReadings(db, user, card.id, { readings: [{ value: 10, date: daysAgo(20) }, { value: 10 + i, date: daysAgo(2) }] });
    }
    // Denis's summary as an old version (no bounds on readings) or a manual fix could leave it.
    await db.execute(sql`update impact_schedule set first_value = 1, last_value = 1e308, pct = 1e310
                         where user_id = ${users[3]!.id} and card_id = ${card.id}`);
    const result = await aggregateImpact(db, me.id, card.id);
    expect(result).toMatchObject({ enough: true, count: 3, avg_pct: 10 }); // (0 + 10 + 20) / 3
    if (!result.enough) throw new Error('unreachable');
    expect(Number.isFinite(result.avg_pct)).toBe(true);
    expect(result.samples.map((s) => s.name).sort()).toEqual(['Anaïs', 'Bruno', 'Chloé']);
    for (const s of result.samples) expect(s.delta).toMatch(/^[+-]\d+%$/);
  });

  it('names only those who chose to be shown; everyone counts; a money metric is rounded', async () => {
    const card = await insertCard(db, { mesure: { questions: [{ metric: 'ca_mois', label: 'Chiffre d’affaires du mois', type: 'currency' }, { metric: 'contacts', label: 'Contacts', type: 'integer' }] } });
    const me = await insertUser(db);
    const people = [['Léa', true, 900, 1100], ['Camille', false, 1800, 2450], ['Hugo', true, 3200, 3900]] as const;
    for (const [i, [first_name, showInSamples, before, after]] of people.entries()) {
      const user = await insertUser(db, { first_name, showInSamples });
      await recordReadings(db, user, card.id, { readings: [{ metric: 'ca_mois', value: before, date: daysAgo(30) }, { metric: 'ca_mois', value: after, date: daysAgo(10 - i) }] });
      await recordReadings(db, user, card.id, { readings: [{ metric: 'contacts', value: 10, date: daysAgo(30) }, { metric: 'contacts', value: 12 + i, date: daysAgo(10 - i) }] });
    }
    const money = await aggregateImpact(db, me.id, card.id, 'ca_mois');
    // (22.2… + 36.1… + 21.875) / 3: Camille counts in the mean, unnamed.
    expect(money).toEqual({
      enough: true,
      count: 3,
      avg_pct: 26.7,
      samples: [
        { name: 'Hugo', before: 3000, after: 4000, delta: '+22%' },
        { name: 'Léa', before: 900, after: 1000, delta: '+22%' },
      ],
    });
    const counts = await aggregateImpact(db, me.id, card.id, 'contacts');
    expect(counts).toMatchObject({ enough: true, count: 3 });
    if (!counts.enough) throw new Error('unreachable');
    expect(counts.samples).toEqual([
      { name: 'Hugo', before: 10, after: 14, delta: '+40%' },
      { name: 'Léa', before: 10, after: 12, delta: '+20%' },
    ]);
  });

  it.each([[42, '+42%'], [-8, '-8%'], [0, '+0%'], [-0, '+0%']])('formatDelta(%s) = %s', (pct, text) => {
    expect(formatDelta(pct)).toBe(text);
  });
});

describe('"today" and due dates follow the time zone', () => {
  // 22:30 UTC on 15 June: already the 16th in Paris and Auckland, still the 15th in Los Angeles.
  const instant = new Date('2026-06-15T22:30:00Z');
  it.each([
    ['Europe/Paris', '2026-06-16'],
    ['Pacific/Auckland', '2026-06-16'],
    ['America/Los_Angeles', '2026-06-15'],
  ])('%s: the default date is %s and the next reading 7 calendar days later', async (timeZone, day) => {
    const card = await insertCard(db);
    const user = await insertUser(db);
    const res = await recordReadings(db, user, card.id, { value: 1 }, { now: instant, timeZone });
    expect(res.readings[0]!.date).toBe(day);
    expect(res.schedule[0]!.next_at).toBe(addDays(day, 7));
    // The 16th is "the future" only where the 16th has not begun.
    const tomorrowInLa = recordReadings(db, user, card.id, { value: 1, date: '2026-06-16' }, { now: instant, timeZone });
    if (day === '2026-06-15') await expect(tomorrowInLa).rejects.toMatchObject({ code: 'future_date' });
    else await expect(tomorrowInLa).resolves.toBeDefined();
  });

  it('a reading a week before the Paris DST change is due exactly 7 calendar days later', async () => {
    const card = await insertCard(db);
    const user = await insertUser(db);
    const res = await recordReadings(db, user, card.id, { value: 1, date: '2026-03-25' }, { now: new Date('2026-03-25T12:00:00Z'), timeZone: 'Europe/Paris' });
    expect(res.schedule[0]!.next_at).toBe('2026-04-01');
    const dueAt = (iso: string, timeZone: string) =>
      getImpact(db, user.id, card.id, undefined, { now: new Date(iso), timeZone }).then((v) => v.metrics.find((m) => m.metric === 'contacts')!.due);
    expect(await dueAt('2026-03-31T21:59:00Z', 'Europe/Paris')).toBe(false); // 23:59 CEST on the 31st
    expect(await dueAt('2026-03-31T22:00:00Z', 'Europe/Paris')).toBe(true); // 00:00 CEST on 1 April
    expect(await dueAt('2026-03-31T22:00:00Z', 'America/Los_Angeles')).toBe(false); // still the 31st there
    expect((await listDue(db, user.id, { now: new Date('2026-03-31T22:00:00Z'), timeZone: 'Europe/Paris' })).map((d) => d.next_at)).toEqual(['2026-04-01']);
    expect(await listDue(db, user.id, { now: new Date('2026-03-31T21:59:00Z'), timeZone: 'Europe/Paris' })).toEqual([]);
  });
});
