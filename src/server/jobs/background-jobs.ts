/**
 * Jobs that run inside the server process: the mail outbox (always; decision 009), the file
 * sweeper (always; decision 008), the impact reminders when REMINDERS_CRON is set, and the
 * retention rules of src/server/legal/retention-rules.ts — dead sessions, sign-in links, rate-limit
 * counters, unclaimed photos, unpaid applications… (PURGE_CRON, hourly by default; decisions 006, 027). Several instances may run them all: outbox mails and reminders are claimed, sweeps and
 * purges are idempotent.
 */
import { env } from '../../env.ts';
import { logger } from '../log.ts';
import { cronMatches, parseSchedule } from './cron.ts';
import { errorCodes, isDatabaseUnavailable } from '../db/errors.ts';
import { startOutboxJob, stopOutboxJob } from '../mail/outbox-runner.ts';
import { startFileSweeper } from '../files/file-sweeper-job.ts';
import { flushLandingViews, setViewsTimeZone } from '../landings/view-counter.ts';
import { startLandingsPublishJob, stopLandingsPublishJob } from './landings-publish-job.ts';

const stops: (() => void)[] = [];

/** A job whose tick is skipped while its previous run is still going. */
function exclusive(name: string, run: () => Promise<void>): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      // The database away is an event, not a bug: one line; the next tick tries again.
      if (isDatabaseUnavailable(error)) logger.warn(`${name}: database unavailable (${errorCodes(error).join(', ')})`);
      else logger.error(`${name} failed`, error);
    } finally {
      running = false;
    }
  };
}

// A reminder run interrupted by shutdown leaves claims that the next run takes over after 10 minutes.
const runReminders = exclusive('impact reminders', async () => {
  const { getDb } = await import('../db/client.ts');
  const { sendReminders } = await import('../impact/send-reminders.ts');
  const counts = await sendReminders(await getDb());
  if (counts.claimed > 0) logger.info('impact reminders', counts);
});

// The retention rules (decision 027): one table, shown on the privacy page and applied here.
export const runRetention = exclusive('retention', async () => {
  const { getDb } = await import('../db/client.ts');
  const { applyRetentionRules } = await import('../legal/retention-rules.ts');
  const { counts, failed } = await applyRetentionRules(await getDb());
  for (const { id, error } of failed) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error(`retention rule ${id} failed`, error);
  }
  if (Object.values(counts).some((n) => n > 0)) logger.info('retention', counts);
});

function schedule(spec: string, run: () => Promise<void>): void {
  const parsed = parseSchedule(spec);
  if (parsed.kind === 'every') {
    const timer = setInterval(run, parsed.seconds * 1000);
    timer.unref();
    stops.push(() => clearInterval(timer));
    return;
  }
  // Wake at each wall-clock minute and run when the cron fields match (in APP_TIMEZONE).
  let timer: NodeJS.Timeout;
  const arm = () => {
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    timer.unref();
  };
  const tick = () => {
    if (cronMatches(parsed, new Date(), env().APP_TIMEZONE)) void run();
    arm();
  };
  arm();
  stops.push(() => clearTimeout(timer));
}

/** The landing views counted in memory since the last flush (decision 029); also run at shutdown. */
export const flushViews = exclusive('landing views', async () => {
  const { getDb } = await import('../db/client.ts');
  await flushLandingViews(await getDb());
});

export function startBackgroundJobs(): void {
  startOutboxJob(); // invoice emails and any other queued mail (decision 009)
  startFileSweeper(stops); // files: always on, see sweep-files.ts
  // Members' data exports (decision 026): always on; loaded lazily (PDF and ZIP libraries).
  void import('../personal-data/export-job.ts').then((job) => job.startExportJob(stops), (error) => logger.error('data export job did not start', error));
  // When LANDINGS_PUBLISH_TO is set; loaded on first use, as most installs never publish.
  startLandingsPublishJob(async (to) => (await import('../landings/publish/publish-landings.ts')).publishLandings(to));
  const settings = env();
  setViewsTimeZone(settings.APP_TIMEZONE);
  schedule(`every:${settings.LANDING_VIEWS_FLUSH_SECONDS}`, flushViews);
  if (settings.REMINDERS_CRON) {
    schedule(settings.REMINDERS_CRON, runReminders);
    logger.info(`impact reminders scheduled (${settings.REMINDERS_CRON}, ${settings.APP_TIMEZONE})`);
  }
  if (settings.PURGE_CRON !== 'off') {
    schedule(settings.PURGE_CRON, runRetention);
    // Once at start too, so a server restarted more often than the schedule still purges.
    const first = setTimeout(() => void runRetention(), 5_000);
    first.unref();
    stops.push(() => clearTimeout(first));
  }
}

/**
 * At shutdown: aborts the data export being built (its unfinished write is removed and its claim
 * handed back, decision 037); resolves once that is done, before the database closes.
 */
export async function stopExportsInFlight(): Promise<void> {
  const { stopExports } = await import('../personal-data/export-job.ts');
  await stopExports();
}

export function stopBackgroundJobs(): void {
  stopOutboxJob();
  void stopLandingsPublishJob();
  for (const stop of stops.splice(0)) stop();
}
