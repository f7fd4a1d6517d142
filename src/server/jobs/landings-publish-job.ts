/**
 * Publishing the landings after each change when LANDINGS_PUBLISH_TO is set (issue 23): one run
 * at a time per process, and requests made during a run coalesce into one more run after it —
 * ten quick edits in the editor make at most two runs, the last one seeing all ten.
 *
 * The state lives on globalThis: the request comes from the landing write lock (landing-lock.ts),
 * which both scripts/start.ts and the bundled Astro server load as separate module copies.
 * Requests are ignored until the background jobs enable it, so a CLI (`landings:sync`) that
 * exits right after its write never starts a run it would cut short.
 */
import { env } from '../../env.ts';
import { logger } from '../log.ts';

interface PublishJob {
  enabled: boolean;
  running: Promise<void> | null;
  again: boolean;
}

const KEY = Symbol.for('atelier.landingsPublishJob');
const holder = globalThis as { [KEY]?: PublishJob };
const job = (holder[KEY] ??= { enabled: false, running: null, again: false });

async function runOnce(to: string): Promise<void> {
  const { publishLandings } = await import('../landings/publish/publish-landings.ts');
  const started = Date.now();
  try {
    const report = await publishLandings(to);
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
  if (!to || !job.enabled) return Promise.resolve();
  if (job.running) {
    job.again = true;
    return job.running; // the loop runs once more before it resolves
  }
  const loop = async () => {
    do {
      job.again = false;
      await runOnce(to);
    } while (job.again && job.enabled);
    job.running = null;
  };
  job.running = loop();
  return job.running;
}

/** Called by startBackgroundJobs: from now on changes publish, and one run at start catches up. */
export function startLandingsPublishJob(): void {
  const to = env().LANDINGS_PUBLISH_TO;
  if (!to) return;
  job.enabled = true;
  logger.info(`landings: published to ${to} after each change`);
  void requestLandingsPublish();
}

export function stopLandingsPublishJob(): Promise<void> {
  job.enabled = false;
  return job.running ?? Promise.resolve();
}
