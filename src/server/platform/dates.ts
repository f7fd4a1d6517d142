/**
 * Calendar-date helpers for readings and the reminder schedule. Dates are plain `YYYY-MM-DD`
 * strings (decision 001). "Today" is the calendar day in APP_TIMEZONE; adding days works on the
 * calendar (through UTC midnight, which has no DST), never on local Date arithmetic, so a
 * DST change can never shift a due date by one day. This is the one module that reads a wall
 * clock in a time zone (the date kit with src/i18n/format.ts and src/i18n/paths.ts, decision 065).
 */
import type { Lang } from '#i18n/lang.ts';
import { formatDayInWords } from '#i18n/format.ts';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

const clocks = new Map<string, Intl.DateTimeFormat>();

function clock(timeZone: string): Intl.DateTimeFormat {
  let f = clocks.get(timeZone);
  if (!f) {
    // en-US numeric parts and a 0–23 hour: plain digits to read back, whatever the page's language.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    clocks.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** What a wall clock in a time zone shows at an instant (month 1–12, weekday 0 = Sunday). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** The wall clock of `instant` in `timeZone` (the cron schedule and the day computations read it). */
export function wallClockIn(timeZone: string, instant: Date | number = new Date()): WallClock {
  const parts = clock(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const n = (type: string) => Number(get(type));
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour'), minute: n('minute'), second: n('second'), weekday: WEEKDAYS[get('weekday')]! };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar day (YYYY-MM-DD) of `instant` in `timeZone`: the one "day in a zone" computation. */
export function dayIn(timeZone: string, instant: Date | number = new Date()): string {
  const w = wallClockIn(timeZone, instant);
  return `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}`;
}

/** The time of day (HH:MM:SS, 24-hour) of `instant` in `timeZone`. */
export function timeIn(timeZone: string, instant: Date | number = new Date()): string {
  const w = wallClockIn(timeZone, instant);
  return `${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

/** The calendar day of `now` in `timeZone`, as YYYY-MM-DD. */
export function today(timeZone: string, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

/**
 * An instant as a sealed contract and its audit trail write it, to the second in the contract's
 * zone: "12 mars 2026 à 14:05:09" / "12 March 2026 at 14:05:09" (decision 010: hand-spelled days).
 */
export function formatInstantInWords(instant: Date, timeZone: string, lang: Lang): string {
  return `${formatDayInWords(dayIn(timeZone, instant), lang)} ${lang === 'fr' ? 'à' : 'at'} ${timeIn(timeZone, instant)}`;
}

/**
 * How the API description shows a day the server accepts (isValidYmd): `format: date` (a real
 * calendar day) and a pattern for what the format does not say (years 1000 and later).
 */
export const DAY_META = {
  format: 'date',
  pattern: '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  example: '2026-03-15',
} as const;

/** True for a real calendar day (2026-02-31 and 2026-13-01 are not). */
export function isValidYmd(value: string): boolean {
  const m = YMD.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Years before 1000 are typing mistakes here, and Date.UTC would read 0–99 as 19xx.
  if (y < 1000 || mo < 1 || mo > 12 || d < 1) return false;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

function toUtcMs(ymd: string): number {
  const m = YMD.exec(ymd);
  if (!m || !isValidYmd(ymd)) throw new RangeError(`not a calendar date: ${ymd}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function fromUtcMs(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

/** `ymd` plus `days` calendar days (negative goes back). */
export function addDays(ymd: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer: ${days}`);
  return fromUtcMs(toUtcMs(ymd) + days * DAY_MS);
}

/** Whole calendar days from `a` to `b` (positive when b is later). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}
