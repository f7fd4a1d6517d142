/**
 * The schedule syntax of REMINDERS_CRON: `every:<seconds>` or a 5-field cron subset
 * (minute hour day-of-month month day-of-week; each field `*`, `n`, `a-b`, lists with `,` and
 * steps `/n`). Cron times are read in APP_TIMEZONE. As in Vixie cron, when both day fields are
 * restricted a day matching either one matches. Names (MON, JAN) and `@daily` are not supported.
 * Dependency-free so src/env.ts can validate with it.
 */
export type Schedule =
  | { kind: 'every'; seconds: number }
  | { kind: 'cron'; minute: Set<number>; hour: Set<number>; day: Set<number>; month: Set<number>; weekday: Set<number>; dayStar: boolean; weekdayStar: boolean };

const RANGES: [number, number][] = [
  [0, 59], // minute
  [0, 23], // hour
  [1, 31], // day of month
  [1, 12], // month
  [0, 7], // day of week, 0 and 7 are Sunday
];

function parseField(field: string, [min, max]: [number, number]): Set<number> {
  const out = new Set<number>();
  for (const part of field.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`bad field "${field}"`);
    let from = min;
    let to = max;
    if (m[1] !== '*') {
      from = Number(m[2]);
      to = m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? max : from;
    }
    const step = m[4] !== undefined ? Number(m[4]) : 1;
    if (from < min || to > max || from > to || step < 1) throw new Error(`field "${field}" is outside ${min}-${max}`);
    for (let v = from; v <= to; v += step) out.add(v);
  }
  return out;
}

/** Parses a schedule; throws an Error whose message says what is wrong. */
export function parseSchedule(text: string): Schedule {
  const spec = text.trim();
  const every = /^every:(\d+)$/.exec(spec);
  if (every) {
    const seconds = Number(every[1]);
    if (seconds < 1 || seconds > 7 * 86400) throw new Error('every:<seconds> must be between 1 and 604800');
    return { kind: 'every', seconds };
  }
  const fields = spec.split(/\s+/);
  if (fields.length !== 5) throw new Error('expected 5 fields (minute hour day month weekday) or every:<seconds>');
  const [minute, hour, day, month, weekday] = fields.map((f, i) => parseField(f, RANGES[i]!));
  if (weekday!.has(7)) weekday!.add(0);
  return { kind: 'cron', minute: minute!, hour: hour!, day: day!, month: month!, weekday: weekday!, dayStar: fields[2] === '*', weekdayStar: fields[4] === '*' };
}

export function isValidSchedule(text: string): boolean {
  try {
    parseSchedule(text);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields a cron line reads (month 1–12, weekday 0 = Sunday). */
export interface CronClock {
  minute: number;
  hour: number;
  day: number;
  month: number;
  weekday: number;
}

/**
 * Whether a cron schedule fires in the minute a wall clock shows. Reading the clock in a time
 * zone is the date kit's (`wallClockIn` in src/server/platform/dates.ts, `cronMatches` in jobs/cron.ts).
 */
export function cronFires(schedule: Extract<Schedule, { kind: 'cron' }>, w: CronClock): boolean {
  if (!schedule.minute.has(w.minute) || !schedule.hour.has(w.hour) || !schedule.month.has(w.month)) return false;
  const dayOk = schedule.day.has(w.day);
  const weekdayOk = schedule.weekday.has(w.weekday);
  if (schedule.dayStar || schedule.weekdayStar) return dayOk && weekdayOk;
  return dayOk || weekdayOk;
}
