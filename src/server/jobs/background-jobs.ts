/** Jobs that run inside the server process when configured (REMINDERS_CRON). */
import { env } from '../../env.ts';
import { logger } from '../log.ts';
import { cronMatches, parseSchedule } from './cron.ts';

const stops: (() => void)[] = [];
let running = false;

/** One reminder run; a tick that comes while the previous run is still going is skipped. */
async function runReminders(): Promise<void> {
  if (running) return;
  running = true;
  try {
    const { getDb } = await import('../db/client.ts');
    const { sendReminders } = await import('../impact/send-reminders.ts');
    const counts = await sendReminders(await getDb());
    if (counts.claimed > 0) logger.info('impact reminders', counts);
  } catch (error) {
    // A run interrupted by shutdown leaves claims that the next run takes over after 10 minutes.
    logger.error('impact reminders failed', error);
  } finally {
    running = false;
  }
}

export function startBackgroundJobs(): void {
  const spec = env().REMINDERS_CRON;
  if (!spec) return;
  const schedule = parseSchedule(spec);
  if (schedule.kind === 'every') {
    const timer = setInterval(runReminders, schedule.seconds * 1000);
    timer.unref();
    stops.push(() => clearInterval(timer));
  } else {
    // Wake at each wall-clock minute and run when the cron fields match (in APP_TIMEZONE).
    let timer: NodeJS.Timeout;
    const arm = () => {
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
      timer.unref();
    };
    const tick = () => {
      if (cronMatches(schedule, new Date(), env().APP_TIMEZONE)) void runReminders();
      arm();
    };
    arm();
    stops.push(() => clearTimeout(timer));
  }
  logger.info(`impact reminders scheduled (${spec}, ${env().APP_TIMEZONE})`);
}

export function stopBackgroundJobs(): void {
  for (const stop of stops.splice(0)) stop();
}
