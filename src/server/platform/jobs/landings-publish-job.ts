/**
 * Publishing the landings after each change when LANDINGS_PUBLISH_TO is set: one run
 * at a time per process, and requests made during a run coalesce into one more run after it —
 * ten quick edits in the editor make at most two runs, the last one seeing all ten.
 *
 * The state lives on globalThis: the request comes from the landing write lock (landing-lock.ts),
 * which both scripts/start.ts and the bundled Astro server load as separate module copies.
 * Requests are ignored until the background jobs enable it, so a CLI (`landings:sync`) that
 * exits right after its write never starts a run it would cut short.
 */
import { env } from '#src/env.ts';
import { logger } from '../log.ts';

/** The publish itself (publish-landings.ts), handed in by the landings' job (landings/jobs.ts) so this module imports no domain. */
export type PublishRun = (to: string) => Promise<{ target: string; written: unknown[]; removed: unknown[] }>;

interface PublishJob {
  enabled: boolean;
  run: PublishRun | null;
  running: Promise<void> | null;
  again: boolean;
}

const KEY = Symbol.for('atelier.landingsPublishJob');
const holder = globalThis as { [KEY]?: PublishJob };
const job = (holder[KEY] ??= { enabled: false, run: null, running: null, again: false });

async function runOnce(to: string, publish: PublishRun): Promise<void> {
  const started = Date.now();
  try {
    const report = await publish(to);
    if (report.written.length || report.removed.length) {
      logger.info(`landings published to ${report.target}: ${report.written.length} written, ${report.removed.length} removed (${Date.now() - started} ms)`);
    }
  } catch (error) {
    // The pages stay served by the app; the next change (or start) publishes again.
    logger.error(`landings publish to ${to} failed`, error);
  }
}

/** Asks for a publish; resolves when a run that started after this request has finished. */
export function requestLandingsPublish(): Promise<void> {
  const to = env().LANDINGS_PUBLISH_TO;
  const publish = job.run;
  if (!to || !job.enabled || !publish) return Promise.resolve();
  if (job.running) {
    job.again = true;
    return job.running; // the loop runs once more before it resolves
  }
  const loop = async () => {
    do {
      job.again = false;
      await runOnce(to, publish);
    } while (job.again && job.enabled);
    job.running = null;
  };
  job.running = loop();
  return job.running;
}

/** Called when the scheduler starts the landings' job: from now on changes publish, and one run at start catches up. */
export function startLandingsPublishJob(publish: PublishRun): void {
  const to = env().LANDINGS_PUBLISH_TO;
  if (!to) return;
  job.run = publish;
  job.enabled = true;
  logger.info(`landings: published to ${to} after each change`);
  void requestLandingsPublish();
}

export function stopLandingsPublishJob(): Promise<void> {
  job.enabled = false;
  return job.running ?? Promise.resolve();
}
