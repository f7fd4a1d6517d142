/** The schedules of the background jobs (cron or every:<seconds>) live on the shared floor, read by the settings too. */
import { cronFires, type Schedule } from '#shared/schedule.ts';
import { wallClockIn } from '../dates.ts';

export * from '#shared/schedule.ts';

/** Whether a cron schedule fires in the minute of `date` (wall clock of `timeZone`). */
export function cronMatches(schedule: Extract<Schedule, { kind: 'cron' }>, date: Date, timeZone: string): boolean {
  return cronFires(schedule, wallClockIn(timeZone, date));
}
