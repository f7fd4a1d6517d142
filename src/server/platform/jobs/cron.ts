/** The schedules of the background jobs (cron or every:<seconds>) live on the shared floor, read by the settings too. */
export * from '../../../shared/schedule.ts';
