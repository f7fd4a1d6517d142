/**
 * The date half of the kit (decision 065): each formatter in both languages, and the same text
 * as the Intl calls it replaced in pages, islands, mails and PDFs (their visual baselines and
 * sealed texts depend on it), so a change of output is a decision, not a side effect.
 */
import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, formatDay, formatDayInWords, formatNumber, isTimeZone, localeOf } from './format.ts';

// Spelled out so a failure shows which space is wrong.
const NB = '\u00a0';
const NN = '\u202f';
const instant = new Date('2026-11-22T13:05:09Z'); // 14:05 in Paris, 08:05 in New York

describe('localeOf', () => {
  it.each([
    ['fr', 'fr-FR'],
    ['en', 'en-GB'],
  ] as const)('%s → %s', (lang, locale) => {
    expect(localeOf(lang)).toBe(locale);
  });
});

describe('formatDay', () => {
  it.each([
    ['2026-11-22', 'fr', '22 novembre 2026'],
    ['2026-11-22', 'en', '22 November 2026'],
    ['2026-03-01', 'fr', '1 mars 2026'],
    ['2026-03-01', 'en', '1 March 2026'],
    ['2027-01-01', 'fr', '1 janvier 2027'],
  ] as const)('%s in %s → %s', (ymd, lang, expected) => {
    expect(formatDay(ymd, lang)).toBe(expected);
  });

  it('writes what the invoices’ and lists’ Intl day (UTC midnight, long) wrote', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const ymd of ['2026-01-31', '2026-02-28', '2026-08-15', '2026-12-31']) {
        const before = new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ymd}T00:00:00Z`));
        expect(formatDay(ymd, lang)).toBe(before);
      }
    }
  });
});

describe('formatDayInWords (sealed contracts)', () => {
  it.each([
    ['2026-03-01', 'fr', '1er mars 2026'],
    ['2026-03-01', 'en', '1 March 2026'],
    ['2026-08-02', 'fr', '2 août 2026'],
    ['2026-12-31', 'en', '31 December 2026'],
    ['2027-02-01', 'fr', '1er février 2027'],
  ] as const)('%s in %s → %s', (ymd, lang, expected) => {
    expect(formatDayInWords(ymd, lang)).toBe(expected);
  });
});

describe('formatDate with a time zone (instants)', () => {
  it.each([
    ['fr', 'long', 'Europe/Paris', '22 novembre 2026'],
    ['en', 'long', 'Europe/Paris', '22 November 2026'],
    ['fr', 'medium', 'Europe/Paris', '22 nov. 2026'],
    ['en', 'medium', 'Europe/Paris', '22 Nov 2026'],
    ['fr', 'long', 'Pacific/Kiritimati', '23 novembre 2026'],
    ['fr', 'short', 'UTC', '22/11/2026'],
  ] as const)('%s %s in %s → %s', (lang, style, zone, expected) => {
    expect(formatDate(instant, lang, style, zone)).toBe(expected);
    expect(formatDate(instant.toISOString(), lang, style, zone)).toBe(expected);
  });

  it('writes what the pages’ toLocaleDateString (dateStyle) wrote', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const style of ['long', 'medium', 'short'] as const) {
        const before = instant.toLocaleDateString(localeOf(lang), { dateStyle: style, timeZone: 'Europe/Paris' });
        expect(formatDate(instant, lang, style, 'Europe/Paris')).toBe(before);
      }
    }
  });

  it.each([
    ['fr', 'dayMonth', '22 nov.'],
    ['en', 'dayMonth', '22 Nov'],
    ['fr', 'dayMonthLong', '22 novembre'],
    ['en', 'dayMonthLong', '22 November'],
  ] as const)('a chart day in %s (%s) → %s', (lang, style, expected) => {
    expect(formatDate('2026-11-22', lang, style)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['fr', 'long', 'Europe/Paris', '22 novembre 2026 à 14:05'],
    ['en', 'long', 'Europe/Paris', '22 November 2026 at 14:05'],
    ['fr', 'medium', 'Europe/Paris', '22 nov. 2026, 14:05'],
    ['en', 'medium', 'Europe/Paris', '22 Nov 2026, 14:05'],
    ['en', 'long', 'America/New_York', '22 November 2026 at 08:05'],
  ] as const)('%s %s in %s → %s', (lang, date, timeZone, expected) => {
    expect(formatDateTime(instant, lang, { date, timeZone })).toBe(expected);
    expect(formatDateTime(instant.toISOString(), lang, { date, timeZone })).toBe(expected);
  });

  it('writes what the pages’ toLocaleString (dateStyle + timeStyle short) wrote', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const date of ['long', 'medium'] as const) {
        const before = instant.toLocaleString(localeOf(lang), { dateStyle: date, timeStyle: 'short', timeZone: 'Europe/Paris' });
        expect(formatDateTime(instant, lang, { date, timeZone: 'Europe/Paris' })).toBe(before);
      }
    }
  });

  it('defaults to the long date and gives back what it cannot read', () => {
    expect(formatDateTime(instant, 'fr', { timeZone: 'UTC' })).toBe('22 novembre 2026 à 13:05');
    expect(formatDateTime('not a date', 'fr')).toBe('not a date');
  });
});

describe('numbers that used to pick their own locale', () => {
  it.each([
    [5.5, 'fr', 2, '5,5'],
    [5.5, 'en', 2, '5.5'],
    [1234.56, 'fr', 1, `1${NN}234,6`],
    [1234.56, 'en', 1, '1,234.6'],
  ] as const)('%d in %s (%i digits) → %s', (value, lang, digits, expected) => {
    expect(formatNumber(value, lang, digits)).toBe(expected);
  });

  it('writes euros as the legal pages’ Intl currency did', () => {
    expect(formatCents(149_000, 'fr')).toBe(`1${NN}490,00${NB}€`);
    expect(formatCents(149_000, 'en')).toBe('€1,490.00');
    for (const lang of ['fr', 'en'] as const) {
      expect(formatCents(299_050, lang)).toBe(new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'EUR' }).format(2990.5));
    }
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Europe/Paris', true],
    ['UTC', true],
    ['America/New_York', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s → %s', (name, known) => {
    expect(isTimeZone(name)).toBe(known);
  });
});
