import { describe, expect, it } from 'vitest';
import { addDays, dayIn, daysBetween, formatInstantInWords, isValidYmd, timeIn, today, wallClockIn } from './dates.ts';

describe('today(tz)', () => {
  it.each([
    // instant (UTC)                 zone                    calendar day there
    ['2026-06-15T21:59:00Z', 'Europe/Paris', '2026-06-15'], // 23:59 CEST
    ['2026-06-15T22:00:00Z', 'Europe/Paris', '2026-06-16'], // 00:00 CEST: Paris is already tomorrow
    ['2026-01-15T22:59:00Z', 'Europe/Paris', '2026-01-15'], // 23:59 CET (UTC+1 in winter)
    ['2026-01-15T23:00:00Z', 'Europe/Paris', '2026-01-16'],
    ['2026-06-15T11:59:00Z', 'Pacific/Auckland', '2026-06-15'], // 23:59 NZST (UTC+12)
    ['2026-06-15T12:00:00Z', 'Pacific/Auckland', '2026-06-16'],
    ['2026-01-15T10:59:00Z', 'Pacific/Auckland', '2026-01-15'], // 23:59 NZDT (UTC+13)
    ['2026-01-15T11:00:00Z', 'Pacific/Auckland', '2026-01-16'],
    ['2026-06-16T06:59:00Z', 'America/Los_Angeles', '2026-06-15'], // 23:59 PDT: UTC is already the 16th
    ['2026-06-16T07:00:00Z', 'America/Los_Angeles', '2026-06-16'],
    ['2026-01-16T07:59:00Z', 'America/Los_Angeles', '2026-01-15'], // 23:59 PST (UTC-8)
    ['2026-12-31T23:30:00Z', 'Europe/Paris', '2027-01-01'], // new year arrives earlier in Paris
    ['2026-12-31T23:30:00Z', 'America/Los_Angeles', '2026-12-31'],
    ['2026-03-29T00:59:00Z', 'Europe/Paris', '2026-03-29'], // just before the spring-forward jump
    ['2026-03-29T01:00:00Z', 'Europe/Paris', '2026-03-29'], // 03:00 CEST, same day
    ['2026-03-29T22:00:00Z', 'Europe/Paris', '2026-03-30'], // first midnight after the change
    ['2026-10-25T00:30:00Z', 'Europe/Paris', '2026-10-25'], // 02:30 CEST, before fall-back
    ['2026-10-25T22:59:00Z', 'Europe/Paris', '2026-10-25'], // 23:59 CET after fall-back
    ['2026-10-25T23:00:00Z', 'Europe/Paris', '2026-10-26'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(today(zone, new Date(instant))).toBe(expected);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-25', 7, '2026-04-01'], // across the Paris spring-forward (2026-03-29)
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-20', 7, '2026-10-27'], // across the Paris fall-back (2026-10-25)
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-09-20', 30, '2026-10-20'], // Auckland springs forward on 2026-09-27
    ['2026-03-01', 14, '2026-03-15'], // Los Angeles springs forward on 2026-03-08
    ['2026-10-28', 7, '2026-11-04'], // Los Angeles falls back on 2026-11-01
    ['2026-02-26', 3, '2026-03-01'],
    ['2028-02-26', 3, '2028-02-29'], // leap year
    ['2026-12-28', 7, '2027-01-04'],
    ['2026-01-05', -7, '2025-12-29'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s + %i = %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
    expect(daysBetween(from, expected)).toBe(days);
  });

  it('is independent of the process time zone (computed on the calendar, not on local time)', () => {
    // Every day of 2026 plus 7 equals 7 days later by counting: no day is skipped or repeated.
    let day = '2026-01-01';
    for (let i = 0; i < 365; i++) {
      const next = addDays(day, 1);
      expect(daysBetween(day, next)).toBe(1);
      expect(addDays(day, 7)).toBe(addDays(addDays(day, 3), 4));
      day = next;
    }
    expect(day).toBe('2027-01-01');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2026-02-31', 1)).toThrow(RangeError);
    expect(() => addDays('2026-1-1', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 1.5)).toThrow(RangeError);
  });
});

describe('isValidYmd', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-02-31', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['0099-01-01', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidYmd(value)).toBe(valid);
  });
});

describe('dayIn, timeIn and wallClockIn (the one wall clock in a zone, decision 065)', () => {
  it.each([
    // instant (UTC)            zone                   day            time        weekday
    ['2026-06-15T21:59:59Z', 'Europe/Paris', '2026-06-15', '23:59:59', 1],
    ['2026-06-15T22:00:00Z', 'Europe/Paris', '2026-06-16', '00:00:00', 2], // midnight is 00, never 24
    ['2026-03-29T01:30:00Z', 'Europe/Paris', '2026-03-29', '03:30:00', 0], // after the spring-forward jump
    ['2026-06-15T12:00:00Z', 'Pacific/Auckland', '2026-06-16', '00:00:00', 2],
    ['2026-01-16T07:59:00Z', 'America/Los_Angeles', '2026-01-15', '23:59:00', 4],
    ['2026-12-31T23:30:00Z', 'UTC', '2026-12-31', '23:30:00', 4],
  ] as const)('%s in %s → %s %s', (iso, zone, day, time, weekday) => {
    const at = new Date(iso);
    expect(dayIn(zone, at)).toBe(day);
    expect(dayIn(zone, at.getTime())).toBe(day);
    expect(timeIn(zone, at)).toBe(time);
    const w = wallClockIn(zone, at);
    expect(`${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`).toBe(day);
    expect(w.weekday).toBe(weekday);
  });

  it('gives the day the en-CA formatters it replaced gave, every half hour of a year', () => {
    for (const zone of ['Europe/Paris', 'America/Los_Angeles', 'Pacific/Chatham']) {
      const before = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 30 * 60_000) {
        if (dayIn(zone, t) !== before.format(t)) expect(dayIn(zone, t)).toBe(before.format(t));
      }
    }
  });

  it('is what today() answers', () => {
    const now = new Date('2026-06-15T22:00:00Z');
    expect(today('Europe/Paris', now)).toBe(dayIn('Europe/Paris', now));
  });
});

describe('formatInstantInWords (sealed contracts and their audit trail)', () => {
  it.each([
    ['2026-03-12T13:05:09Z', 'Europe/Paris', 'fr', '12 mars 2026 à 14:05:09'],
    ['2026-03-12T13:05:09Z', 'Europe/Paris', 'en', '12 March 2026 at 14:05:09'],
    ['2026-02-28T23:30:00Z', 'Europe/Paris', 'fr', '1er mars 2026 à 00:30:00'],
    ['2026-02-28T23:30:00Z', 'Europe/Paris', 'en', '1 March 2026 at 00:30:00'],
    ['2026-07-01T03:00:00Z', 'America/New_York', 'fr', '30 juin 2026 à 23:00:00'],
  ] as const)('%s in %s (%s) → %s', (iso, zone, lang, expected) => {
    expect(formatInstantInWords(new Date(iso), zone, lang)).toBe(expected);
  });
});
