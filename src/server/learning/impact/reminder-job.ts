/**
 * The impact reminders as a job of the scheduler when REMINDERS_CRON is set (decision 003),
 * handed in by src/server/wiring.ts; `npm run reminders` is the same run for an outside cron.
 * A run interrupted by shutdown leaves claims that the next run takes over after 10 minutes.
 */
import { env } from '#src/env.ts';
import { logger } from '#server/platform/log.ts';
import type { JobDeclaration } from '#server/platform/jobs/scheduler.ts';

export const remindersJob: JobDeclaration = {
  name: 'impact reminders',
  schedule: (settings) => settings.REMINDERS_CRON ?? null,
  start: () => {
    const settings = env();
    if (settings.REMINDERS_CRON) logger.info(`impact reminders scheduled (${settings.REMINDERS_CRON}, ${settings.APP_TIMEZONE})`);
  },
  load: () => import('./send-reminders.ts'),
  run: async () => {
    const { getDb } = await import('#server/platform/db/client.ts');
    const { sendReminders } = await import('./send-reminders.ts');
    const counts = await sendReminders(await getDb());
    if (counts.claimed > 0) logger.info('impact reminders', counts);
  },
};
