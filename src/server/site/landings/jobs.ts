/**
 * The landings' jobs, handed to the scheduler by src/server/wiring.ts: the views counted in
 * memory, flushed on a timer and once more at shutdown (decision 029), and publishing after each
 * change when LANDINGS_PUBLISH_TO is set (decision 028; src/server/platform/jobs/landings-publish-job.ts).
 */
import { env } from '#src/env.ts';
import type { JobDeclaration } from '#server/platform/jobs/scheduler.ts';
import { startLandingsPublishJob, stopLandingsPublishJob } from '#server/platform/jobs/landings-publish-job.ts';
import { flushLandingViews, setViewsTimeZone } from './view-counter.ts';

export const landingsPublishJob: JobDeclaration = {
  name: 'landings publish',
  // Loaded on first use, as most installs never publish.
  start: () => startLandingsPublishJob(async (to) => (await import('./publish/publish-landings.ts')).publishLandings(to)),
  // A publish in progress finishes (its manifest stays consistent).
  stop: stopLandingsPublishJob,
};

export const landingViewsJob: JobDeclaration = {
  name: 'landing views',
  start: () => setViewsTimeZone(env().APP_TIMEZONE),
  schedule: (settings) => `every:${settings.LANDING_VIEWS_FLUSH_SECONDS}`,
  run: async () => {
    const { getDb } = await import('#server/platform/db/client.ts');
    await flushLandingViews(await getDb());
  },
  runAtStop: true,
};
