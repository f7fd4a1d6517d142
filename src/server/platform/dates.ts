/**
 * Calendar-date helpers for readings and the reminder schedule. Dates are plain `YYYY-MM-DD`
 * strings (decision 001). "Today" is the calendar day in APP_TIMEZONE; adding days works on the
 * calendar (through UTC midnight, which has no DST), never on local Date arithmetic, so a
 * DST change can never shift a due date by one day.
 */

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar day of `now` in `timeZone`, as YYYY-MM-DD. */
export function today(timeZone: string, now: Date = new Date()): string {
  const parts = formatter(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
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
